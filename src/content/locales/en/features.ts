import type { FeaturesCopy } from "../../features";

export default {
  intro: {
    eyebrow: "Powerful features",
    title: "Everything a personal calendar needs. Nothing it doesn’t.",
    lead: "Plan a day or a year in one quiet window that stays out of your way.",
  },
  cards: {
    free: {
      title: "Always free",
      description: "Every feature, free for good. No registration, no account, no trial.",
    },
    views: {
      title: "Four ways to see time",
      description: "Switch between Daily, Weekly, Monthly and Yearly views in one click.",
    },
    reminders: {
      title: "Reminders",
      description: "A gentle nudge before each event, so nothing slips past you.",
    },
    categories: {
      title: "Colour-coded categories",
      description: "Work, family, health: give each a colour and read your week at a glance.",
    },
    sync: {
      title: "Sync your calendars",
      description: "Sync with Google Calendar, Outlook and other calendar platforms.",
    },
    dark: {
      title: "A dark interface",
      description: "Easy on the eyes at night, with light and system theme options too.",
    },
  },
  capabilitiesTitle: "And the everyday essentials",
  capabilities: {
    offline: "Works offline",
    portability: "Your data is portable: export it any time",
    print: "Print support",
    shortcuts: "Quick keyboard shortcuts",
    repeat: "Repeat events",
    search: "Search across every event",
  },
} satisfies FeaturesCopy;
