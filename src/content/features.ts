/** Powerful Features: six cards and a list of extra capabilities (spec §1). Words: locales/<locale>/features.ts. */

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

export const featureCards = [
  { id: "free", icon: "gift", colour: "accent" },
  { id: "views", icon: "views", colour: "personal" },
  { id: "reminders", icon: "bell", colour: "observance" },
  { id: "categories", icon: "tag", colour: "holiday" },
  { id: "sync", icon: "sync", colour: "season" },
  { id: "dark", icon: "contrast", colour: "religious" },
] as const satisfies readonly { id: string; icon: FeatureIcon; colour: FeatureColour }[];

export const capabilities = [
  { id: "offline", icon: "offline" },
  { id: "portability", icon: "export" },
  { id: "print", icon: "printer" },
  { id: "shortcuts", icon: "keyboard" },
  { id: "repeat", icon: "repeat" },
  { id: "search", icon: "search" },
] as const satisfies readonly { id: string; icon: FeatureIcon }[];

export type FeatureCardId = (typeof featureCards)[number]["id"];
export type CapabilityId = (typeof capabilities)[number]["id"];

/** The shape every locale's features catalog has (the English one is checked against it). */
export interface FeaturesCopy {
  intro: { eyebrow: string; title: string; lead: string };
  cards: Record<FeatureCardId, { title: string; description: string }>;
  capabilitiesTitle: string;
  capabilities: Record<CapabilityId, string>;
}
