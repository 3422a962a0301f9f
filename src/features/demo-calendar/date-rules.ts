import {
  CalendarDate,
  GregorianCalendar,
  HebrewCalendar,
  getDayOfWeek,
  toCalendar,
} from "@internationalized/date";

/** Small date rules used by the event table. Months are 1-12, weekdays 0 = Sunday. */

const gregorian = new GregorianCalendar();
const hebrew = new HebrewCalendar();

/** Day of week, 0 = Sunday ... 6 = Saturday, independent of locale. */
export function weekday(date: CalendarDate): number {
  // en-US weeks start on Sunday, so its locale day index is Sunday-based.
  return getDayOfWeek(date, "en-US");
}

/** The nth (1-based) given weekday of a month, e.g. the first Monday of September. */
export function nthWeekday(year: number, month: number, day: number, n: number): CalendarDate {
  const first = new CalendarDate(year, month, 1);
  const offset = (day - weekday(first) + 7) % 7;
  return first.add({ days: offset + (n - 1) * 7 });
}

/** The last given weekday of a month, e.g. the last Monday of May. */
export function lastWeekday(year: number, month: number, day: number): CalendarDate {
  const last = new CalendarDate(year, month, 1).add({ months: 1 }).subtract({ days: 1 });
  const offset = (weekday(last) - day + 7) % 7;
  return last.subtract({ days: offset });
}

/**
 * A day of the Hebrew year that begins in the autumn of Gregorian `year`
 * (Tishrei = month 1), as a Gregorian date.
 */
export function hebrewDay(year: number, month: number, day: number): CalendarDate {
  const date = new CalendarDate(hebrew, year + 3761, month, day);
  return toCalendar(date, gregorian);
}

/** 15 Nisan (first day of Passover) in the spring of Gregorian `year`. */
export function passover(year: number): CalendarDate {
  const hebrewYear = year + 3760;
  // Nisan is month 7, or 8 in a leap year (Adar I and Adar II).
  const nisan = hebrew.getMonthsInYear(new CalendarDate(hebrew, hebrewYear, 1, 1)) === 13 ? 8 : 7;
  return toCalendar(new CalendarDate(hebrew, hebrewYear, nisan, 15), gregorian);
}

/** Western Easter Sunday (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easter(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new CalendarDate(year, month, day);
}
