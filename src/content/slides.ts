/** See It In Action: four slides (spec §3: title, description, gradient) and the stat tiles. */
import type { Tone } from "./app-picture-samples";
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
  position: string;
  /** A slide picker's name: "Slide 1: Your month at a glance". */
  picker: string;
  /** Said after a change: "Slide 2 of 4: Focus on today". */
  announcement: string;
}

/** The words of the slides' pictures of the app (decorative: weekday, month and time names come from Intl). */
export interface SlidePictureCopy {
  today: string;
  views: Record<"day" | "week" | "month" | "year", string>;
  events: Record<SlideEventId, string>;
  /** The reminder card: "9:00 – 9:30 AM · In 15 min" ({time}: the event's time). */
  reminderIn: string;
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
  /** Each tile's formatted figure, what it measures, and (for the ratings) where it comes from. */
  stats: Record<StatId, { value: string; label: string; source?: string }>;
  carousel: CarouselLabels;
}

/*
 * The samples the slides' pictures show (src/sections/slide-picture.tsx),
 * in the sample month of every picture (March 2026, app-picture-samples.ts).
 * Their words are in the catalogs (locales/<locale>/showcase.ts, `pictures`).
 */

/** The Monthly view's events: [day of March 2026, tone, event]. */
export const slideMonthEvents: readonly [number, Tone, SlideEventId][] = [
  [3, "amber", "haircut"],
  [5, "green", "parents"],
  [9, "sky", "planning"],
  [11, "rose", "dentist"],
  [13, "amber", "birthday"],
  [14, "green", "match"],
  [17, "rose", "gym"],
  [19, "sky", "review"],
  [20, "amber", "dinner"],
  [24, "rose", "gym"],
  [26, "sky", "offsite"],
  [28, "green", "match"],
  [31, "amber", "car"],
];

/** The Daily view: today's events [start, end (hours; 9.5 = 9:30), tone, event], from 8:00. */
export const slideDayEvents: readonly [number, number, Tone, SlideEventId][] = [
  [9, 9.5, "sky", "standup"],
  [10, 11, "sky", "design"],
  [11.5, 12.5, "rose", "dentist"],
  [13, 14, "amber", "lunch"],
  [15, 16, "green", "football"],
];
/** The Daily view's first hour (its grid: half hours, rows 1-20) and the events with a reminder. */
export const slideDayFirstHour = 8;
export const slideDayReminders: readonly SlideEventId[] = ["dentist", "football"];

/** The Yearly view's marks: [month, first day, last day, tone], and its legend. */
export const slideYearMarks: readonly [number, number, number, Tone][] = [
  [1, 1, 1, "rose"],
  [2, 13, 16, "green"],
  [3, 31, 31, "sky"],
  [4, 3, 6, "rose"],
  [5, 1, 1, "rose"],
  [6, 30, 30, "sky"],
  [7, 20, 25, "green"],
  [8, 3, 7, "green"],
  [9, 15, 15, "sky"],
  [10, 24, 25, "green"],
  [11, 20, 20, "sky"],
  [12, 25, 26, "rose"],
];
export const slideYearLegend: readonly [Tone, keyof SlidePictureCopy["year"]][] = [
  ["rose", "holidays"],
  ["green", "trips"],
  ["sky", "deadlines"],
];

/** The accounts page: the synced accounts and their colours. */
export const slideAccounts: readonly ["google" | "outlook", Tone][] = [
  ["google", "sky"],
  ["outlook", "violet"],
];
