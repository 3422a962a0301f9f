/**
 * The holiday calendars offered at /holidays as .ics files (issue #35): which
 * of the demo's events each one holds. Their dates are never typed here: the
 * build computes them with the demo's own rules
 * (features/demo-calendar/event-rules.ts). Words: locales/<tag>/holidays.ts,
 * and the events' names are the demo's (locales/<tag>/demo.ts).
 */
import type { EventId } from "./demo-calendar";

export interface HolidayCalendar {
  /** The file's name and the catalog's key: "us-holidays" → /calendars/us-holidays.ics. */
  id: "us-holidays" | "jewish-holidays" | "seasons";
  /** The demo events it holds, in the order the page lists them. */
  events: readonly EventId[];
}

export const HOLIDAY_CALENDARS: readonly HolidayCalendar[] = [
  {
    // The eleven US federal holidays (5 U.S.C. 6103): the demo's "holiday" category.
    id: "us-holidays",
    events: [
      "newYearsDay",
      "mlkDay",
      "presidentsDay",
      "memorialDay",
      "juneteenth",
      "independenceDay",
      "laborDay",
      "indigenousPeoplesDay",
      "veteransDay",
      "thanksgiving",
      "christmas",
    ],
  },
  {
    // The demo's Jewish holidays, from the Hebrew calendar.
    id: "jewish-holidays",
    events: ["passover", "roshHashanah", "yomKippur", "sukkot", "hanukkah"],
  },
  {
    id: "seasons",
    events: ["marchEquinox", "juneSolstice", "autumnEquinox", "decemberSolstice"],
  },
];

/** The years each file holds: the previous, the current (the build's) and the next two. */
export function holidayYears(buildYear: number): readonly number[] {
  return [buildYear - 1, buildYear, buildYear + 1, buildYear + 2];
}

/** How often a subscribed calendar asks for the file again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const HOLIDAY_REFRESH = "P1W";

/** PRODID of the files: read by calendar software, never shown. */
export const HOLIDAY_PRODUCT_ID = "-//Calendar for Windows//Holiday calendars//EN";
