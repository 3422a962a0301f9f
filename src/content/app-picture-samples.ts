/**
 * The sample world of the product pictures (src/sections/hero-picture.tsx,
 * src/sections/slide-picture.tsx): the categories of the sample calendars,
 * their colours and the day the pictures call "today". The hero's sample
 * week is in hero-picture-samples.ts, the slides' samples in slides.ts; their
 * words are in the catalogs (locales/<locale>/hero-picture.ts, showcase.ts).
 */
import { CalendarDate } from "@internationalized/date";

/** A category's colour: one of the site's event tokens (data-tone, src/styles/app.css). */
export type Tone = "sky" | "green" | "rose" | "amber" | "violet";

export type CategoryId = "work" | "family" | "health" | "personal";
export const categoryTones: Record<CategoryId, Tone> = {
  work: "sky",
  family: "green",
  health: "rose",
  personal: "amber",
};
export const categoryIds = Object.keys(categoryTones) as CategoryId[];

/** The sample week of every picture: Wednesday 11 March 2026 is "today". */
export const today = new CalendarDate(2026, 3, 11);
