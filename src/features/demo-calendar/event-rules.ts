import {
  CalendarDate,
  GregorianCalendar,
  toCalendar,
  type DateValue,
} from "@internationalized/date";
import { CATEGORIES, type EventCategory, type EventId } from "../../content/demo-calendar";
import { easter, hebrewDay, lastWeekday, nthWeekday, passover } from "./date-rules";
import { seasonDay, type SeasonMarker } from "./equinox";

/**
 * A sample event, keyed by year-month-day (spec §3: a title and a colour
 * class). The title is `name`, its key in the demo's catalog (one per
 * language); the category is the colour class: CategoryMarker draws each one
 * in its own colour and shape, and the legend names it.
 */
export interface DemoEvent {
  /** Unique per day: "2025-09-01-laborDay". */
  id: string;
  key: string;
  name: EventId;
  category: EventCategory;
}

interface Rule {
  name: EventId;
  category: EventCategory;
  /** The Gregorian date(s) of the event in a given year. */
  on: (year: number) => CalendarDate | CalendarDate[];
}

const MON = 1;
const THU = 4;
const SUN = 0;
const fixed = (month: number, day: number) => (year: number) => new CalendarDate(year, month, day);
const months = Array.from({ length: 12 }, (_, i) => i + 1);
const monthly = (pick: (year: number, month: number) => CalendarDate) => (year: number) =>
  months.map((month) => pick(year, month));
const season = (marker: SeasonMarker) => (year: number) => {
  const [y, m, d] = seasonDay(year, marker);
  return new CalendarDate(y, m, d);
};

/** Every event comes from a rule, so any year has them (no dates typed in). */
export const EVENT_RULES: readonly Rule[] = [
  { name: "newYearsDay", category: "holiday", on: fixed(1, 1) },
  { name: "mlkDay", category: "holiday", on: (y) => nthWeekday(y, 1, MON, 3) },
  { name: "presidentsDay", category: "holiday", on: (y) => nthWeekday(y, 2, MON, 3) },
  { name: "valentinesDay", category: "observance", on: fixed(2, 14) },
  { name: "womensDay", category: "observance", on: fixed(3, 8) },
  { name: "marchEquinox", category: "season", on: season("march") },
  { name: "easter", category: "religious", on: easter },
  { name: "passover", category: "religious", on: passover },
  { name: "earthDay", category: "observance", on: fixed(4, 22) },
  { name: "mothersDay", category: "observance", on: (y) => nthWeekday(y, 5, SUN, 2) },
  { name: "memorialDay", category: "holiday", on: (y) => lastWeekday(y, 5, MON) },
  { name: "juneSolstice", category: "season", on: season("june") },
  { name: "fathersDay", category: "observance", on: (y) => nthWeekday(y, 6, SUN, 3) },
  { name: "juneteenth", category: "holiday", on: fixed(6, 19) },
  { name: "independenceDay", category: "holiday", on: fixed(7, 4) },
  { name: "chocolateDay", category: "observance", on: fixed(7, 7) },
  { name: "youthDay", category: "observance", on: fixed(8, 12) },
  { name: "laborDay", category: "holiday", on: (y) => nthWeekday(y, 9, MON, 1) },
  { name: "peaceDay", category: "observance", on: fixed(9, 21) },
  { name: "autumnEquinox", category: "season", on: season("september") },
  { name: "roshHashanah", category: "religious", on: (y) => hebrewDay(y, 1, 1) },
  { name: "yomKippur", category: "religious", on: (y) => hebrewDay(y, 1, 10) },
  { name: "sukkot", category: "religious", on: (y) => hebrewDay(y, 1, 15) },
  { name: "coffeeDay", category: "observance", on: fixed(10, 1) },
  { name: "olderPersonsDay", category: "observance", on: fixed(10, 1) },
  { name: "indigenousPeoplesDay", category: "holiday", on: (y) => nthWeekday(y, 10, MON, 2) },
  { name: "halloween", category: "observance", on: fixed(10, 31) },
  { name: "veteransDay", category: "holiday", on: fixed(11, 11) },
  { name: "thanksgiving", category: "holiday", on: (y) => nthWeekday(y, 11, THU, 4) },
  { name: "hanukkah", category: "religious", on: (y) => hebrewDay(y, 3, 25) },
  { name: "decemberSolstice", category: "season", on: season("december") },
  { name: "christmas", category: "holiday", on: fixed(12, 25) },
  { name: "newYearsEve", category: "observance", on: fixed(12, 31) },
  // Personal samples, the kind of thing people put in the app.
  {
    name: "budgetReview",
    category: "personal",
    on: monthly((y, m) => new CalendarDate(y, m, 1)),
  },
  { name: "bookClub", category: "personal", on: monthly((y, m) => nthWeekday(y, m, THU, 3)) },
];

/** "2025-09-01": the key of a Gregorian day. */
export function dateKey(date: DateValue): string {
  const g = toCalendar(date, new GregorianCalendar());
  return `${String(g.year).padStart(4, "0")}-${String(g.month).padStart(2, "0")}-${String(g.day).padStart(2, "0")}`;
}

const order = (c: EventCategory) => CATEGORIES.indexOf(c);
const cache = new Map<number, Map<string, DemoEvent[]>>();

/** All sample events of a Gregorian year, by day key, each day sorted by category. */
export function eventsForYear(year: number): Map<string, DemoEvent[]> {
  const hit = cache.get(year);
  if (hit) return hit;
  const byDay = new Map<string, DemoEvent[]>();
  const add = (rule: Rule, date: CalendarDate) => {
    if (date.year !== year) return;
    const key = dateKey(date);
    const list = byDay.get(key) ?? [];
    list.push({
      id: `${key}-${rule.name}`,
      key,
      name: rule.name,
      category: rule.category,
    });
    byDay.set(key, list);
  };
  for (const rule of EVENT_RULES) {
    const dates = rule.on(year);
    for (const date of Array.isArray(dates) ? dates : [dates]) add(rule, date);
  }
  for (const list of byDay.values()) list.sort((a, b) => order(a.category) - order(b.category));
  if (cache.size > 40) cache.clear();
  cache.set(year, byDay);
  return byDay;
}

/** The events of one day, in any calendar system (converted to Gregorian). */
export function eventsOn(date: DateValue): DemoEvent[] {
  const g = toCalendar(date, new GregorianCalendar());
  return eventsForYear(g.year).get(dateKey(g)) ?? [];
}
