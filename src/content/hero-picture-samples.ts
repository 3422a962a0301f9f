/**
 * The hero's picture of the app (src/sections/hero-picture.tsx): its sample
 * week around Wednesday 11 March 2026, and its time grid. Event titles are
 * in the catalogs (locales/<locale>/hero-picture.ts).
 */
import type { CategoryId } from "./app-picture-samples";

export type HeroEventId =
  | "standup"
  | "planning"
  | "review"
  | "design"
  | "dentist"
  | "football"
  | "gym"
  | "birthday"
  | "match"
  | "lunch"
  | "yoga";

export interface HeroEvent {
  id: HeroEventId;
  category: CategoryId;
  /** Day of March 2026. */
  day: number;
  /** Hours (9.5 = 9:30); none: all day. */
  start?: number;
  end?: number;
}

/**
 * The sample week around Wednesday 11 March 2026. Sundays 8 and 15 both have
 * an event: the week starts on either, by the page's locale.
 */
export const heroEvents: HeroEvent[] = [
  { id: "yoga", category: "personal", day: 8, start: 9.5, end: 10.5 },
  { id: "standup", category: "work", day: 9, start: 9, end: 9.5 },
  { id: "planning", category: "work", day: 9, start: 10, end: 11 },
  { id: "standup", category: "work", day: 10, start: 9, end: 9.5 },
  { id: "review", category: "work", day: 10, start: 10.5, end: 12 },
  { id: "gym", category: "health", day: 10, start: 17, end: 18 },
  { id: "standup", category: "work", day: 11, start: 9, end: 9.5 },
  { id: "dentist", category: "health", day: 11, start: 11, end: 12 },
  { id: "design", category: "work", day: 11, start: 13, end: 14 },
  { id: "football", category: "family", day: 11, start: 15, end: 16 },
  { id: "gym", category: "health", day: 12, start: 8, end: 9 },
  { id: "standup", category: "work", day: 12, start: 9, end: 9.5 },
  { id: "birthday", category: "personal", day: 13 },
  { id: "match", category: "family", day: 14, start: 10, end: 11.5 },
  { id: "lunch", category: "family", day: 14, start: 12.5, end: 14 },
  { id: "yoga", category: "personal", day: 15, start: 9.5, end: 10.5 },
];

/** The event the reminder announces ("In 15 min"): the "now" line is a quarter of an hour before it. */
export const heroReminderEvent: HeroEventId = "dentist";

/** The week's time grid: from 8:00 in half hours (rows 1-20, to 18:00). */
export const heroFirstHour = 8;
export const heroLastHour = 18;
