/** See It In Action: the carousel's four slides (spec §3: title, description, gradient). */

/** A named gradient; the carousel maps each name to its CSS. */
export type SlideGradient = "dusk" | "lagoon" | "ember" | "aurora";

export interface Slide {
  id: string;
  title: string;
  description: string;
  gradient: SlideGradient;
}

export const showcaseIntro = {
  eyebrow: "See it in action",
  title: "Made for the way you plan",
  lead: "Four moments from a week with the app.",
} as const;

export const slides: readonly Slide[] = [
  {
    id: "month",
    title: "Your month at a glance",
    description:
      "Every event in a clean grid, colour-coded by category. Jump to a week or a day when you need detail.",
    gradient: "dusk",
  },
  {
    id: "day",
    title: "Focus on today",
    description:
      "The Daily view lays out your hours, with reminders set to fire before each appointment.",
    gradient: "lagoon",
  },
  {
    id: "year",
    title: "Plan the whole year",
    description:
      "The Yearly view shows holidays, trips and deadlines side by side, so you see busy seasons coming.",
    gradient: "ember",
  },
  {
    id: "sync",
    title: "In sync, even offline",
    description:
      "Connect Google Calendar or Outlook, keep working without a connection, and export your data whenever you like.",
    gradient: "aurora",
  },
];
