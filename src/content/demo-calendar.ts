/**
 * Constants of the Live Preview demo calendar (spec §4, §9). Every value the
 * spec fixes lives here once and is imported by the code and the tests.
 * Words: locales/<locale>/demo.ts.
 */

/** The month the demo opens on: September 2025. */
export const DEMO_START = { year: 2025, month: 9 } as const;

/** Month view always shows six weeks: 42 cells. */
export const WEEKS_IN_GRID = 6;
export const GRID_CELLS = WEEKS_IN_GRID * 7;

/** A day cell shows at most this many events, then a "+N more" note. */
export const MAX_EVENTS_PER_DAY = 2;

/** The day of the shown month that gets a soft highlight. */
export const HIGHLIGHTED_DAY = 15;

export const VIEWS = ["week", "month", "year"] as const;
export type DemoView = (typeof VIEWS)[number];
export const DEFAULT_VIEW: DemoView = "month";

export const CATEGORIES = ["holiday", "religious", "season", "observance", "personal"] as const;
export type EventCategory = (typeof CATEGORIES)[number];

/** The sample events (their dates: features/demo-calendar/event-rules.ts). */
export const EVENT_IDS = [
  "newYearsDay",
  "mlkDay",
  "presidentsDay",
  "valentinesDay",
  "womensDay",
  "marchEquinox",
  "easter",
  "passover",
  "earthDay",
  "mothersDay",
  "memorialDay",
  "juneSolstice",
  "fathersDay",
  "juneteenth",
  "independenceDay",
  "chocolateDay",
  "youthDay",
  "laborDay",
  "peaceDay",
  "autumnEquinox",
  "roshHashanah",
  "yomKippur",
  "sukkot",
  "coffeeDay",
  "olderPersonsDay",
  "indigenousPeoplesDay",
  "halloween",
  "veteransDay",
  "thanksgiving",
  "hanukkah",
  "decemberSolstice",
  "christmas",
  "newYearsEve",
  "budgetReview",
  "bookClub",
] as const;
export type EventId = (typeof EVENT_IDS)[number];

export interface DemoCopy {
  livePreview: {
    eyebrow: string;
    title: string;
    intro: string;
    seasonNote: string;
    emptyDay: string;
    pickDay: string;
    holidaysLink: string;
  };
  views: Record<DemoView, string>;
  nav: Record<DemoView, { previous: string; next: string }>;
  categories: Record<EventCategory, string>;
  labels: {
    calendar: string;
    viewSwitcher: string;
    selectedDay: string;
    daysOfWeek: string;
    months: string;
    eventCategories: string;
    noEvents: string;
  };
  /**
   * ICU messages (decision 009), each with its plural inside: "+2 more"
   * ({count}); a day's accessible name with its events, "Monday, September 1,
   * 2025, 2 events: Labor Day and Book club" ({day}, {count}, {titles}: the list); a month button of the Year
   * view, "2025, 14 events" ({year}, {count}).
   */
  moreEvents: string;
  describeEvents: string;
  monthSummary: string;
  events: Record<EventId, string>;
}
