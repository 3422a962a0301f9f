import {
  CalendarDate,
  GregorianCalendar,
  toCalendar,
  type DateValue,
} from "@internationalized/date";
import { CATEGORIES, type EventCategory } from "../../content/demo-calendar";
import { easter, hebrewDay, lastWeekday, nthWeekday, passover } from "./date-rules";
import { seasonDay, type SeasonMarker } from "./equinox";

/**
 * A sample event, keyed by year-month-day (spec §3: a title and a colour
 * class). The category is the colour class: CategoryMarker draws each one in
 * its own colour and shape, and the legend names it.
 */
export interface DemoEvent {
  id: string;
  key: string;
  title: string;
  category: EventCategory;
}

interface Rule {
  title: string;
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
  { title: "New Year's Day", category: "holiday", on: fixed(1, 1) },
  { title: "Martin Luther King Jr. Day", category: "holiday", on: (y) => nthWeekday(y, 1, MON, 3) },
  { title: "Presidents' Day", category: "holiday", on: (y) => nthWeekday(y, 2, MON, 3) },
  { title: "Valentine's Day", category: "observance", on: fixed(2, 14) },
  { title: "International Women's Day", category: "observance", on: fixed(3, 8) },
  { title: "March Equinox", category: "season", on: season("march") },
  { title: "Easter Sunday", category: "religious", on: easter },
  { title: "Passover", category: "religious", on: passover },
  { title: "Earth Day", category: "observance", on: fixed(4, 22) },
  { title: "Mother's Day", category: "observance", on: (y) => nthWeekday(y, 5, SUN, 2) },
  { title: "Memorial Day", category: "holiday", on: (y) => lastWeekday(y, 5, MON) },
  { title: "June Solstice", category: "season", on: season("june") },
  { title: "Father's Day", category: "observance", on: (y) => nthWeekday(y, 6, SUN, 3) },
  { title: "Juneteenth", category: "holiday", on: fixed(6, 19) },
  { title: "Independence Day", category: "holiday", on: fixed(7, 4) },
  { title: "World Chocolate Day", category: "observance", on: fixed(7, 7) },
  { title: "International Youth Day", category: "observance", on: fixed(8, 12) },
  { title: "Labor Day", category: "holiday", on: (y) => nthWeekday(y, 9, MON, 1) },
  { title: "International Day of Peace", category: "observance", on: fixed(9, 21) },
  { title: "Autumn Equinox", category: "season", on: season("september") },
  { title: "Rosh Hashanah", category: "religious", on: (y) => hebrewDay(y, 1, 1) },
  { title: "Yom Kippur", category: "religious", on: (y) => hebrewDay(y, 1, 10) },
  { title: "Sukkot", category: "religious", on: (y) => hebrewDay(y, 1, 15) },
  { title: "World Coffee Day", category: "observance", on: fixed(10, 1) },
  { title: "International Day of Older Persons", category: "observance", on: fixed(10, 1) },
  { title: "Indigenous Peoples' Day", category: "holiday", on: (y) => nthWeekday(y, 10, MON, 2) },
  { title: "Halloween", category: "observance", on: fixed(10, 31) },
  { title: "Veterans Day", category: "holiday", on: fixed(11, 11) },
  { title: "Thanksgiving", category: "holiday", on: (y) => nthWeekday(y, 11, THU, 4) },
  { title: "Hanukkah (first day)", category: "religious", on: (y) => hebrewDay(y, 3, 25) },
  { title: "December Solstice", category: "season", on: season("december") },
  { title: "Christmas Day", category: "holiday", on: fixed(12, 25) },
  { title: "New Year's Eve", category: "observance", on: fixed(12, 31) },
  // Personal samples, the kind of thing people put in the app.
  {
    title: "Monthly budget review",
    category: "personal",
    on: monthly((y, m) => new CalendarDate(y, m, 1)),
  },
  { title: "Book club", category: "personal", on: monthly((y, m) => nthWeekday(y, m, THU, 3)) },
];

/** "2025-09-01": the key of a Gregorian day. */
export function dateKey(date: DateValue): string {
  const g = toCalendar(date, new GregorianCalendar());
  return `${String(g.year).padStart(4, "0")}-${String(g.month).padStart(2, "0")}-${String(g.day).padStart(2, "0")}`;
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-");
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
      id: `${key}-${slug(rule.title)}`,
      key,
      title: rule.title,
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
