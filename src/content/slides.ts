/** See It In Action: four slides (spec §3: title, description, gradient) and the stat tiles. */
import { marketingFigures } from "./site";

/** A named gradient; the carousel maps each name to its CSS. */
export type SlideGradient = "dusk" | "lagoon" | "ember" | "aurora";

export const slides = [
  { id: "month", gradient: "dusk" },
  { id: "day", gradient: "lagoon" },
  { id: "year", gradient: "ember" },
  { id: "sync", gradient: "aurora" },
] as const satisfies readonly { id: string; gradient: SlideGradient }[];

/** The four stat tiles under the carousel: the spec's figures (site.ts), formatted per locale. */
export const statTiles = [
  { id: "users", figure: marketingFigures.users },
  { id: "rating", figure: marketingFigures.rating },
  { id: "events", figure: marketingFigures.events },
  { id: "reviews", figure: marketingFigures.reviewScore },
] as const;

export type SlideId = (typeof slides)[number]["id"];
export type StatId = (typeof statTiles)[number]["id"];

/** A carousel's words, in the page's language (numbers are 1-based). */
export interface CarouselLabels {
  /** The carousel's accessible name. */
  label: string;
  /** What a screen reader calls the carousel and each slide (aria-roledescription). */
  roleDescription: string;
  slideRoleDescription: string;
  /** The list of slide pickers (and, with JavaScript off, of slides). */
  slidesLabel: string;
  previous: string;
  next: string;
  /** A slide's name: "1 of 4". */
  position: (index: number, count: number) => string;
  /** A slide picker's name: "Slide 1: Your month at a glance". */
  picker: (index: number, title: string) => string;
  /** Said after a change: "Slide 2 of 4: Focus on today". */
  announcement: (index: number, count: number, title: string) => string;
}

/** The words of the slides' pictures of the app (decorative: weekday, month and time names come from Intl). */
export interface SlidePictureCopy {
  appName: string;
  today: string;
  views: Record<"day" | "week" | "month" | "year", string>;
  events: Record<SlideEventId, string>;
  /** The reminder card: "In 15 min". */
  reminderIn: (minutes: number) => string;
  /** The Yearly view's legend. */
  year: Record<"holidays" | "trips" | "deadlines", string>;
  sync: {
    accounts: string;
    google: string;
    outlook: string;
    thisPc: string;
    synced: string;
    offline: string;
    export: string;
  };
}

export type SlideEventId =
  | "haircut"
  | "parents"
  | "planning"
  | "dentist"
  | "birthday"
  | "match"
  | "gym"
  | "review"
  | "dinner"
  | "offsite"
  | "car"
  | "standup"
  | "design"
  | "lunch"
  | "football";

export interface ShowcaseCopy {
  intro: { eyebrow: string; title: string; lead: string };
  slides: Record<SlideId, { title: string; description: string }>;
  pictures: SlidePictureCopy;
  /** Label and formatted figure of each tile. */
  stats: Record<StatId, { value: string; label: string }>;
  carousel: CarouselLabels;
}
