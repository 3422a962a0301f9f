import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { createDateFormatter as createFormatter } from "./format-dates";

/** Intl's no-break, thin and narrow no-break spaces: Node and Chromium disagree on them. */
const specialSpaces = /[\u00a0\u2009\u202f]/;
const wednesday = new CalendarDate(2026, 3, 11);

describe("the formatter's dates and times (product pictures)", () => {
  it("writes only plain spaces, in every language", () => {
    for (const locale of ["en", "fr", "de", "he", "es", "ja"]) {
      const f = createFormatter(locale);
      const texts = [
        f.calendarDate(wednesday, { weekday: "long", month: "long", day: "numeric" }),
        f.calendarDate(wednesday, { month: "long", year: "numeric" }),
        f.timeOfDay(9.5),
        f.timeOfDay(14, { hour: "numeric", minute: undefined }),
        f.timeRange(11.5, 12.5),
        f.timeRange(10, 11),
      ];
      for (const text of texts) expect(text, `${locale}: ${text}`).not.toMatch(specialSpaces);
    }
  });

  it("gives English a 12-hour clock and German a 24-hour one", () => {
    const en = createFormatter("en");
    const de = createFormatter("de");
    expect(en.timeOfDay(13.5)).toBe("1:30 PM");
    expect(de.timeOfDay(13.5)).toBe("13:30");
    expect(en.timeOfDay(14, { hour: "numeric", minute: undefined })).toBe("2 PM");
    expect(de.timeOfDay(14, { hour: "numeric", minute: undefined })).toBe("14 Uhr");
    expect(en.timeRange(11.5, 12.5)).toBe("11:30 AM – 12:30 PM");
    expect(de.timeRange(11.5, 12.5)).toBe("11:30–12:30 Uhr");
    expect(en.timeOfDay(9.25)).toBe("9:15 AM");
  });

  it("writes Japanese times as Japanese calendars do: 11:00～12:00", () => {
    const ja = createFormatter("ja");
    expect(ja.timeRange(11, 12)).toBe("11:00～12:00");
    expect(ja.timeRange(9.5, 10.5)).toBe("9:30～10:30");
    expect(ja.timeOfDay(13.5)).toBe("13:30");
    // The other languages keep Intl's own ranges.
    const fr = createFormatter("fr");
    const he = createFormatter("he");
    const options = { hour: "numeric", minute: "2-digit", timeZone: "UTC" } as const;
    const at = (h: number) => new Date(Date.UTC(1970, 0, 1, h));
    const plain = (t: string) => t.replace(/[\u00a0\u2009\u202f]/g, " ");
    expect(fr.timeRange(11, 12)).toBe(
      plain(new Intl.DateTimeFormat("fr", options).formatRange(at(11), at(12))),
    );
    expect(he.timeRange(11, 12)).toBe(
      plain(new Intl.DateTimeFormat("he", options).formatRange(at(11), at(12))),
    );
  });

  it("formats a calendar day in the language", () => {
    expect(createFormatter("en").calendarDate(wednesday, { month: "long", year: "numeric" })).toBe(
      "March 2026",
    );
    expect(
      createFormatter("de").calendarDate(wednesday, {
        weekday: "long",
        month: "long",
        day: "numeric",
      }),
    ).toBe("Mittwoch, 11. März");
    expect(createFormatter("fr").calendarDate(wednesday, { weekday: "short" })).toBe("mer.");
  });
});
