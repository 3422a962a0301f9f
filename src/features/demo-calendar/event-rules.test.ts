import { describe, expect, it } from "vitest";
import {
  CalendarDate,
  HebrewCalendar,
  JapaneseCalendar,
  toCalendar,
} from "@internationalized/date";
import { CATEGORIES, DEMO_START } from "../../content/demo-calendar";
import { dateKey, eventsForYear, eventsOn, type DemoEvent } from "./event-rules";
import en from "../../content/locales/en/demo";

/**
 * Where each event falls, as published for 2024-2027 (US federal calendar,
 * hebcal.com, timeanddate.com). Jewish holidays begin at sundown the evening
 * before; the date here is the first full day (1 Tishrei, 10 Tishrei, ...).
 */
const PUBLISHED: Record<string, Record<number, string>> = {
  "Labor Day": { 2024: "2024-09-02", 2025: "2025-09-01", 2026: "2026-09-07", 2027: "2027-09-06" },
  "Rosh Hashanah": {
    2024: "2024-10-03",
    2025: "2025-09-23",
    2026: "2026-09-12",
    2027: "2027-10-02",
  },
  "Yom Kippur": { 2024: "2024-10-12", 2025: "2025-10-02", 2026: "2026-09-21", 2027: "2027-10-11" },
  "Autumn Equinox": {
    2024: "2024-09-22",
    2025: "2025-09-22",
    2026: "2026-09-23",
    2027: "2027-09-23",
  },
  "World Coffee Day": {
    2024: "2024-10-01",
    2025: "2025-10-01",
    2026: "2026-10-01",
    2027: "2027-10-01",
  },
  "Martin Luther King Jr. Day": {
    2024: "2024-01-15",
    2025: "2025-01-20",
    2026: "2026-01-19",
    2027: "2027-01-18",
  },
  "Memorial Day": {
    2024: "2024-05-27",
    2025: "2025-05-26",
    2026: "2026-05-25",
    2027: "2027-05-31",
  },
  Thanksgiving: { 2024: "2024-11-28", 2025: "2025-11-27", 2026: "2026-11-26", 2027: "2027-11-25" },
  "Indigenous Peoples' Day": {
    2024: "2024-10-14",
    2025: "2025-10-13",
    2026: "2026-10-12",
    2027: "2027-10-11",
  },
  "Easter Sunday": {
    2024: "2024-03-31",
    2025: "2025-04-20",
    2026: "2026-04-05",
    2027: "2027-03-28",
  },
  Passover: { 2024: "2024-04-23", 2025: "2025-04-13", 2026: "2026-04-02", 2027: "2027-04-22" },
  "Hanukkah (first day)": {
    2024: "2024-12-26",
    2025: "2025-12-15",
    2026: "2026-12-05",
    2027: "2027-12-25",
  },
  "March Equinox": {
    2024: "2024-03-20",
    2025: "2025-03-20",
    2026: "2026-03-20",
    2027: "2027-03-20",
  },
  "June Solstice": {
    2024: "2024-06-20",
    2025: "2025-06-21",
    2026: "2026-06-21",
    2027: "2027-06-21",
  },
  "December Solstice": {
    2024: "2024-12-21",
    2025: "2025-12-21",
    2026: "2026-12-21",
    2027: "2027-12-22",
  },
};

/** An event's English title, as the page shows it. */
const title = (e: DemoEvent) => en.events[e.name];

function daysOf(name: string, year: number): string[] {
  return [...eventsForYear(year).entries()]
    .filter(([, list]) => list.some((e) => title(e) === name))
    .map(([key]) => key);
}

describe("event rules", () => {
  for (const [name, byYear] of Object.entries(PUBLISHED)) {
    for (const [year, expected] of Object.entries(byYear)) {
      it(`${name} ${year} is on ${expected}`, () => {
        expect(daysOf(name, Number(year))).toEqual([expected]);
      });
    }
  }

  it("dates 1 and 10 Tishrei from the Hebrew calendar", () => {
    const rh = toCalendar(new CalendarDate(2025, 9, 23), new HebrewCalendar());
    expect([rh.month, rh.day]).toEqual([1, 1]);
    expect(eventsOn(rh).map(title)).toContain("Rosh Hashanah");
  });

  it("has events in every month of every year 2000-2100", () => {
    for (let year = 2000; year <= 2100; year++) {
      const months = new Set([...eventsForYear(year).keys()].map((k) => k.slice(0, 7)));
      expect(months.size, String(year)).toBe(12);
    }
  });

  it("has a day with three or more events in September or October 2025", () => {
    const busy = [...eventsForYear(DEMO_START.year).entries()].filter(
      ([key, list]) => /^2025-(09|10)/.test(key) && list.length >= 3,
    );
    expect(busy.map(([key]) => key)).toContain("2025-10-01");
  });

  it("keys by year-month-day and gives each event a name and a category", () => {
    const list = eventsOn(new CalendarDate(2025, 9, 1));
    expect(list.map(title)).toEqual(["Labor Day", "Monthly budget review"]);
    for (const e of list) {
      expect(e.key).toBe("2025-09-01");
      expect(CATEGORIES).toContain(e.category);
    }
    expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
  });

  it("reads dates of other calendar systems as the same day", () => {
    const japanese = toCalendar(new CalendarDate(2025, 10, 1), new JapaneseCalendar());
    expect(dateKey(japanese)).toBe("2025-10-01");
    expect(eventsOn(japanese).map(title)).toContain("World Coffee Day");
  });

  it("uses every category", () => {
    const used = new Set([...eventsForYear(2025).values()].flat().map((e) => e.category));
    expect([...used].sort()).toEqual([...CATEGORIES].sort());
  });
});
