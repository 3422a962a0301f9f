import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { EVENT_IDS, type EventId } from "../../content/demo-calendar";
import {
  HOLIDAY_CALENDARS,
  holidayYears,
  type HolidayCalendar,
} from "../../content/holiday-calendars";
import type { Messages } from "../../content/locales/types";
import { catalogs } from "../../i18n/all-catalogs";
import { publicLocales } from "../../i18n/locales";
import { EVENT_RULES, dateKey } from "../demo-calendar/event-rules";
import { holidayFiles } from "./holiday-files";
import { holidayIcs } from "./holiday-ics";

const origin = "https://calendar.example.com";
const stamp = new Date(Date.UTC(2026, 10, 27, 18, 0, 0));
const wordsOf = (locale: string) => ({
  words: catalogs[locale]!.holidays as Messages<"holidays">,
  demo: catalogs[locale]!.demo as Messages<"demo">,
});
const calendarOf = (id: HolidayCalendar["id"]) => HOLIDAY_CALENDARS.find((c) => c.id === id)!;

/** The demo's rules themselves: each event of the calendar in each year, as "2026-09-12 roshHashanah". */
function fromRules(calendar: HolidayCalendar, years: readonly number[]): string[] {
  return years
    .flatMap((year) =>
      EVENT_RULES.filter((rule) => calendar.events.includes(rule.name)).flatMap((rule) => {
        const dates = rule.on(year);
        return (Array.isArray(dates) ? dates : [dates])
          .filter((date) => date.year === year)
          .map((date) => `${dateKey(date)} ${rule.name}`);
      }),
    )
    .sort();
}

/** Parse with ical.js (throws on malformed input). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent") };
}

const decoder = new TextDecoder("utf-8", { fatal: true });
const encoder = new TextEncoder();

/** Each physical line's octets, split at CRLF in the encoded file. */
function octetLines(text: string): Uint8Array[] {
  const bytes = encoder.encode(text);
  const lines: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] === 13 && bytes[i + 1] === 10) {
      lines.push(bytes.slice(start, i));
      start = i + 2;
      i++;
    }
  }
  expect(start, "the file ends with CRLF").toBe(bytes.length);
  return lines;
}

describe("the holiday calendars", () => {
  it("hold the demo's events of their kind: the federal holidays are the demo's public holidays", () => {
    const holidays = EVENT_RULES.filter((rule) => rule.category === "holiday").map((r) => r.name);
    expect([...calendarOf("us-holidays").events].sort()).toEqual([...holidays].sort());
    const seasons = EVENT_RULES.filter((rule) => rule.category === "season").map((r) => r.name);
    expect([...calendarOf("seasons").events].sort()).toEqual([...seasons].sort());
    for (const calendar of HOLIDAY_CALENDARS)
      for (const event of calendar.events) expect(EVENT_IDS).toContain(event);
  });

  it("cover the previous year, the build's and the next two", () => {
    expect(holidayYears(2026)).toEqual([2025, 2026, 2027, 2028]);
  });

  describe.each(publicLocales)("in %s", (locale) => {
    const { words, demo } = wordsOf(locale);
    const years = holidayYears(2026);
    const files = holidayFiles({ locale, words, demo, origin, years, stamp });

    it("are one file per calendar, under the language's prefix", () => {
      const prefix = locale === "en" ? "" : `${locale}/`;
      expect(files.map((f) => f.file)).toEqual(
        HOLIDAY_CALENDARS.map((c) => `${prefix}calendars/${c.id}.ics`),
      );
    });

    it.each(HOLIDAY_CALENDARS.map((c) => c.id))(
      "%s: valid iCalendar, every event the demo's rules give, named as the demo names it",
      (id) => {
        const file = files.find((f) => f.id === id)!;
        const { calendar, events } = parse(file.text);
        expect(calendar.name).toBe("vcalendar");
        expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
        expect(calendar.getFirstPropertyValue("prodid")).toMatch(/^-\/\/.+\/\/EN$/);
        expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
        expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
        expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(words.calendars[id].name);
        expect(calendar.getFirstPropertyValue("name")).toBe(words.calendars[id].name);
        const refresh = calendar.getFirstProperty("refresh-interval")!;
        expect(refresh.toICALString()).toBe("REFRESH-INTERVAL;VALUE=DURATION:P1W");
        expect(String(refresh.getFirstValue())).toBe("P1W");
        expect(String(calendar.getFirstPropertyValue("x-published-ttl"))).toBe("P1W");
        expect(calendar.getFirstPropertyValue("source")).toBe(`${origin}/${file.file}`);

        const seen = events.map((vevent) => {
          const event = new ICAL.Event(vevent);
          const start = event.startDate;
          expect(start.isDate, "an all-day event").toBe(true);
          expect(vevent.getFirstProperty("dtstart")!.toICALString()).toMatch(
            /^DTSTART;VALUE=DATE:\d{8}$/,
          );
          const end = event.endDate;
          expect(end.isDate).toBe(true);
          expect(end.subtractDate(start).toSeconds(), "ends the next day").toBe(86_400);
          const stampValue = vevent.getFirstPropertyValue("dtstamp") as ICAL.Time;
          expect(stampValue.toJSDate().getTime()).toBe(stamp.getTime());
          const name = (Object.keys(demo.events) as EventId[]).find(
            (key) => demo.events[key] === event.summary,
          );
          expect(name, `"${event.summary}" is one of the demo's names`).toBeDefined();
          expect(event.uid).toBe(
            `${id}-${locale}-${name}-${start.toString().replace(/-/g, "")}@calendar.example.com`,
          );
          return `${start.toString()} ${name}`;
        });
        expect(seen.sort()).toEqual(fromRules(calendarOf(id), years));
        expect(file.events).toBe(seen.length);
      },
    );

    it("end every line with CRLF, fold at 75 octets and never split a character", () => {
      let folded = 0;
      for (const file of files) {
        for (const line of octetLines(file.text)) {
          expect(line.length).toBeLessThanOrEqual(75);
          expect(() => decoder.decode(line), "a whole UTF-8 sequence on each line").not.toThrow();
          if (line[0] === 32) folded++;
        }
        expect(file.text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
      }
      expect(folded, "long lines (the description) are folded").toBeGreaterThan(0);
    });
  });

  it("give every event a UID unique across every file and language, the same in every build", () => {
    const all = publicLocales.flatMap((locale) =>
      holidayFiles({ locale, ...wordsOf(locale), origin, years: holidayYears(2026), stamp }),
    );
    const uids = all.flatMap((file) =>
      parse(file.text).events.map((event) => String(event.getFirstPropertyValue("uid"))),
    );
    expect(new Set(uids).size).toBe(uids.length);
    const later = publicLocales.flatMap((locale) =>
      holidayFiles({
        locale,
        ...wordsOf(locale),
        origin,
        years: holidayYears(2026),
        stamp: new Date(Date.UTC(2027, 0, 5)),
      }),
    );
    const uidsLater = later.flatMap((file) =>
      parse(file.text).events.map((event) => String(event.getFirstPropertyValue("uid"))),
    );
    expect(uidsLater).toEqual(uids);
  });

  it("match the demo's rules over 2010–2050, and the published dates of a few years", () => {
    const { words, demo } = wordsOf("en");
    const years = Array.from({ length: 41 }, (_, i) => 2010 + i);
    for (const calendar of HOLIDAY_CALENDARS) {
      const text = holidayIcs({
        calendar,
        locale: "en",
        years,
        name: words.calendars[calendar.id].name,
        description: "",
        eventNames: demo.events,
        categoryNames: demo.categories,
        url: `${origin}/calendars/${calendar.id}.ics`,
        pageUrl: `${origin}/holidays`,
        stamp,
      });
      const seen = parse(text)
        .events.map((vevent) => {
          const event = new ICAL.Event(vevent);
          const name = (Object.keys(demo.events) as EventId[]).find(
            (key) => demo.events[key] === event.summary,
          );
          return `${event.startDate.toString()} ${name}`;
        })
        .sort();
      expect(seen).toEqual(fromRules(calendar, years));
      expect(seen).toHaveLength(years.length * calendar.events.length);
    }
    // Checked by hand against the US calendar, hebcal.com and timeanddate.com.
    const en = holidayFiles({ locale: "en", words, demo, origin, years: [2026], stamp });
    const days = (id: string) =>
      parse(en.find((f) => f.id === id)!.text).events.map((vevent) => {
        const event = new ICAL.Event(vevent);
        return `${event.startDate.toString()} ${event.summary}`;
      });
    expect(days("us-holidays")).toEqual(
      expect.arrayContaining([
        "2026-01-19 Martin Luther King Jr. Day",
        "2026-06-19 Juneteenth",
        "2026-11-26 Thanksgiving",
      ]),
    );
    expect(days("jewish-holidays")).toEqual([
      "2026-04-02 Passover",
      "2026-09-12 Rosh Hashanah",
      "2026-09-21 Yom Kippur",
      "2026-09-26 Sukkot",
      "2026-12-05 Hanukkah (first day)",
    ]);
    expect(days("seasons")).toEqual([
      "2026-03-20 March Equinox",
      "2026-06-21 June Solstice",
      "2026-09-23 Autumn Equinox",
      "2026-12-21 December Solstice",
    ]);
  });

  it("escape text: backslash, semicolon, comma and line breaks come back as written", () => {
    const { demo } = wordsOf("en");
    const tricky = "Back\\slash; semi, comma\nnew line";
    const text = holidayIcs({
      calendar: calendarOf("seasons"),
      locale: "en",
      years: [2026],
      name: tricky,
      description: tricky,
      eventNames: { ...demo.events, marchEquinox: tricky },
      categoryNames: demo.categories,
      url: `${origin}/calendars/seasons.ics`,
      pageUrl: `${origin}/holidays`,
      stamp,
    });
    expect(text).toContain("X-WR-CALNAME:Back\\\\slash\\; semi\\, comma\\nnew line");
    const { calendar, events } = parse(text);
    // ical.js reads the properties it does not know (X-WR-CALNAME, NAME) raw.
    expect(calendar.getFirstPropertyValue("description")).toBe(tricky);
    expect(new ICAL.Event(events[0]!).summary).toBe(tricky);
  });
});
