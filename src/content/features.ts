/** Powerful Features: six cards and a list of extra capabilities (spec §1). */

export type FeatureIcon =
  | "gift"
  | "views"
  | "bell"
  | "tag"
  | "sync"
  | "contrast"
  | "offline"
  | "export"
  | "printer"
  | "keyboard"
  | "repeat"
  | "search";

/** Each card's tint; one of the theme's category colours or the accent. */
export type FeatureColour =
  "accent" | "personal" | "season" | "observance" | "holiday" | "religious";

export interface FeatureCard {
  id: string;
  icon: FeatureIcon;
  title: string;
  description: string;
  colour: FeatureColour;
}

export interface Capability {
  id: string;
  icon: FeatureIcon;
  label: string;
}

export const featuresIntro = {
  eyebrow: "Powerful features",
  title: "Everything a personal calendar needs. Nothing it doesn’t.",
  lead: "Plan a day or a year in one quiet window that stays out of your way.",
} as const;

export const featureCards: readonly FeatureCard[] = [
  {
    id: "free",
    icon: "gift",
    title: "Always free",
    description: "Every feature, free for good. No registration, no account, no trial.",
    colour: "accent",
  },
  {
    id: "views",
    icon: "views",
    title: "Four ways to see time",
    description: "Switch between Daily, Weekly, Monthly and Yearly views in one click.",
    colour: "personal",
  },
  {
    id: "reminders",
    icon: "bell",
    title: "Reminders",
    description: "A gentle nudge before each event, so nothing slips past you.",
    colour: "observance",
  },
  {
    id: "categories",
    icon: "tag",
    title: "Colour-coded categories",
    description: "Work, family, health: give each a colour and read your week at a glance.",
    colour: "holiday",
  },
  {
    id: "sync",
    icon: "sync",
    title: "Sync your calendars",
    description: "Sync with Google Calendar, Outlook and other calendar platforms.",
    colour: "season",
  },
  {
    id: "dark",
    icon: "contrast",
    title: "A dark interface",
    description: "Easy on the eyes at night, with light and system theme options too.",
    colour: "religious",
  },
];

export const capabilitiesTitle = "And the everyday essentials";

export const capabilities: readonly Capability[] = [
  { id: "offline", icon: "offline", label: "Works offline" },
  { id: "portability", icon: "export", label: "Your data is portable: export it any time" },
  { id: "print", icon: "printer", label: "Print support" },
  { id: "shortcuts", icon: "keyboard", label: "Quick keyboard shortcuts" },
  { id: "repeat", icon: "repeat", label: "Repeat events" },
  { id: "search", icon: "search", label: "Search across every event" },
];
