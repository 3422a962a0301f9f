/**
 * Where the holiday calendars (src/content/holiday-calendars.ts) live, one
 * set per language: /calendars/us-holidays.ics, /he/calendars/us-holidays.ics,
 * … (written by scripts/build.js, served as text/calendar).
 */
import type { HolidayCalendar } from "../content/holiday-calendars";
import { localizePath } from "../i18n/locales";

export const calendarContentType = "text/calendar";

/** The holidays page of a language: "/holidays", "/he/holidays". */
export const holidaysPagePath = (locale: string) => localizePath(locale, "/holidays");

/** A calendar's file in a language: "/calendars/seasons.ics", "/he/calendars/seasons.ics". */
export const holidayCalendarPath = (locale: string, id: HolidayCalendar["id"]) =>
  localizePath(locale, `/calendars/${id}.ics`);

/**
 * The subscription address: the file's absolute URL with the webcal scheme,
 * which Outlook, Apple Calendar and the operating systems hand to the
 * calendar app as a subscription (not a one-time import).
 */
export function webcalUrl(origin: string, path: string): string {
  return `${origin}${path}`.replace(/^https?:/, "webcal:");
}
