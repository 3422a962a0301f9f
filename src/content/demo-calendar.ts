/**
 * Constants of the Live Preview demo calendar (spec §4, §9). Every value the
 * spec fixes lives here once and is imported by the code and the tests.
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

export const VIEW_LABELS: Record<DemoView, string> = {
  week: "Week",
  month: "Month",
  year: "Year",
};

export const CATEGORIES = ["holiday", "religious", "season", "observance", "personal"] as const;
export type EventCategory = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<EventCategory, string> = {
  holiday: "Public holiday",
  religious: "Religious",
  season: "Season",
  observance: "Observance",
  personal: "Personal",
};

export const livePreviewCopy = {
  eyebrow: "Try it here",
  title: "Live Preview",
  intro:
    "Try the calendar right here: page through months, switch between week, month and year, and pick a day to see what is on.",
  windowTitle: "Calendar",
  seasonNote: "Equinoxes and solstices are dated in UTC.",
  emptyDay: "Nothing planned for this day.",
  pickDay: "Pick a day to see its events in full.",
} as const;
