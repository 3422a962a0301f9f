/**
 * The holiday calendars as iCalendar files (RFC 5545, with RFC 7986's NAME,
 * DESCRIPTION, SOURCE and REFRESH-INTERVAL), written by the build: one per
 * calendar and language (src/content/holiday-calendars.ts). Every date comes
 * from the demo's own rules (eventsForYear): there is no second table.
 */
import type { EventCategory, EventId } from "../../content/demo-calendar";
import {
  HOLIDAY_PRODUCT_ID,
  HOLIDAY_REFRESH,
  type HolidayCalendar,
} from "../../content/holiday-calendars";
import { eventsForYear } from "../demo-calendar/event-rules";
import { escapeText, foldLine, utc } from "../download/reminder";

export interface HolidayOccurrence {
  name: EventId;
  category: EventCategory;
  /** The Gregorian day: "2026-09-12". */
  date: string;
}

/** A calendar's events in the given years, by date (then in the calendar's order). */
export function holidayOccurrences(
  calendar: HolidayCalendar,
  years: readonly number[],
): HolidayOccurrence[] {
  const rank = (name: EventId) => calendar.events.indexOf(name);
  return years
    .flatMap((year) => [...eventsForYear(year).values()].flat())
    .filter((event) => rank(event.name) >= 0)
    .map(({ name, category, key }) => ({ name, category, date: key }))
    .sort((a, b) => a.date.localeCompare(b.date) || rank(a.name) - rank(b.name));
}

export interface HolidayIcsInput {
  calendar: HolidayCalendar;
  locale: string;
  years: readonly number[];
  /** The calendar's name (NAME, X-WR-CALNAME) and what it holds (DESCRIPTION, X-WR-CALDESC). */
  name: string;
  description: string;
  /** The demo's names of its events and categories, in the file's language. */
  eventNames: Record<EventId, string>;
  categoryNames: Record<EventCategory, string>;
  /** The file's absolute URL (SOURCE; its host ends each UID). */
  url: string;
  /** The holidays page, in the file's language (each event's URL). */
  pageUrl: string;
  /** DTSTAMP: when the file was made. */
  stamp: Date;
}

/** "2026-09-12" → "20260912"; the next day likewise (DTEND is exclusive). */
const dateValue = (date: string) => date.replace(/-/g, "");
function nextDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const next = new Date(Date.UTC(y!, m! - 1, d! + 1));
  return utc(next).slice(0, 8);
}

/**
 * A stable UID: the calendar, the language, the rule and the date, at the
 * site's host. The same event keeps it from build to build, so a subscribed
 * calendar updates it rather than adding a copy.
 */
export const holidayUid = (input: HolidayIcsInput, event: HolidayOccurrence) =>
  `${input.calendar.id}-${input.locale}-${event.name}-${dateValue(event.date)}@${new URL(input.url).host}`;

/** The whole file: CRLF line ends, every line folded to 75 octets. */
export function holidayIcs(input: HolidayIcsInput): string {
  const text = escapeText;
  const stamp = utc(input.stamp);
  const events = holidayOccurrences(input.calendar, input.years).flatMap((event) => [
    "BEGIN:VEVENT",
    `UID:${holidayUid(input, event)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${dateValue(event.date)}`,
    `DTEND;VALUE=DATE:${nextDay(event.date)}`,
    `SUMMARY:${text(input.eventNames[event.name])}`,
    `CATEGORIES:${text(input.categoryNames[event.category])}`,
    `URL:${input.pageUrl}`,
    // A holiday does not make anyone busy; no alarm either.
    "TRANSP:TRANSPARENT",
    "CLASS:PUBLIC",
    "END:VEVENT",
  ]);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${HOLIDAY_PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `NAME:${text(input.name)}`,
    `X-WR-CALNAME:${text(input.name)}`,
    `DESCRIPTION:${text(input.description)}`,
    `X-WR-CALDESC:${text(input.description)}`,
    `SOURCE;VALUE=URI:${input.url}`,
    `URL:${input.pageUrl}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${HOLIDAY_REFRESH}`,
    `X-PUBLISHED-TTL:${HOLIDAY_REFRESH}`,
    ...events,
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
