/**
 * Dates and times of the product pictures (decision 010), on the platform's
 * Intl like the catalogs' formatter (format.ts), in a module of their own:
 * only the pictures use them, and they never load at start-up (static parts),
 * so the start-up bundle does not carry them.
 */
import type { CalendarDate } from "@internationalized/date";

export interface DateFormatter {
  /** The Intl locale it formats for ("en", "he-IL"). */
  locale: string;
  /** A calendar day with Intl options: "March 2026", "Wed", "mercredi 11 mars" (plain spaces). */
  calendarDate: (date: CalendarDate, options: Intl.DateTimeFormatOptions) => string;
  /** A time of day in hours (9.5 = 9:30): "9:30 AM", "9:30"; options override hour and minute. */
  timeOfDay: (hours: number, options?: Intl.DateTimeFormatOptions) => string;
  /** A span between two times of day, in hours: "11:30 AM – 12:30 PM", "11:30–12:30 Uhr". */
  timeRange: (start: number, end: number) => string;
}

/**
 * Intl's output with plain spaces. Engines differ in the spaces they put in
 * times and ranges (narrow no-break U+202F, thin U+2009, no-break U+00A0):
 * Node and Chromium disagree, and text that React hydrates in the browser
 * with what Node wrote must match it exactly (a mismatch is a hydration
 * error). The catalogs' formatter keeps the language's typography: its text
 * is not hydrated from Intl in another engine.
 */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, " ");

/** A time of day (hours, 9.5 = 9:30) on some day, in UTC. */
const atHours = (hours: number) =>
  new Date(Date.UTC(1970, 0, 1, Math.floor(hours), Math.round((hours % 1) * 60)));

export function createDateFormatter(locale: string): DateFormatter {
  // Dates and times in UTC, so that the server and the browser agree.
  const dateTimes = new Map<string, Intl.DateTimeFormat>();
  const dateTime = (options: Intl.DateTimeFormatOptions) => {
    const all = { ...options, timeZone: "UTC" };
    const key = JSON.stringify(all);
    let format = dateTimes.get(key);
    if (!format) dateTimes.set(key, (format = new Intl.DateTimeFormat(locale, all)));
    return format;
  };
  const japanese = new Intl.Locale(locale).language === "ja";
  const clock = (options?: Intl.DateTimeFormatOptions) =>
    dateTime({ hour: "numeric", minute: "2-digit", ...options });
  return {
    locale,
    calendarDate: (date, options) => plainSpaces(dateTime(options).format(date.toDate("UTC"))),
    timeOfDay: (hours, options) => plainSpaces(clock(options).format(atHours(hours))),
    timeRange: (start, end) =>
      plainSpaces(
        // Japanese: ICU's range spells "11時00分～12時00分", where Japanese
        // calendars (Outlook, Windows) show "11:00～12:00", each end as a time.
        japanese
          ? `${clock().format(atHours(start))}～${clock().format(atHours(end))}`
          : clock().formatRange(atHours(start), atHours(end)),
      ),
  };
}
