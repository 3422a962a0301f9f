import { useEffect, useMemo, useSyncExternalStore } from "react";
import {
  GregorianCalendar,
  HebrewCalendar,
  type Calendar,
  type CalendarIdentifier,
} from "@internationalized/date";

/** What react-stately's useCalendarState calls with the locale's calendar system. */
export type CreateCalendar = (identifier: CalendarIdentifier) => Calendar;

// Gregorian for the site's languages; Hebrew, which the holiday rules need anyway.
const gregorian = new GregorianCalendar();
const hebrew = new HebrewCalendar();
const builtIn: CreateCalendar = (identifier) => (identifier === "hebrew" ? hebrew : gregorian);
const isBuiltIn = (identifier: string) => identifier === "gregory" || identifier === "hebrew";

/** Every calendar system, once a visitor's locale has asked for another one. */
let everySystem: CreateCalendar | null = null;
let requested = false;
const listeners = new Set<() => void>();

function loadEverySystem(): void {
  if (requested) return;
  requested = true;
  void import("./every-calendar-system").then(
    ({ createCalendar }) => {
      everySystem = createCalendar;
      for (const listener of listeners) listener();
    },
    // If it fails, the grid stays Gregorian (a failed import() stays failed
    // for the life of the page).
    () => {},
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The month grid's calendar factory. The demo shows the visitor's calendar
 * system (a browser asking for the Japanese calendar gets Reiwa years), but
 * the code of the systems other than Gregorian and Hebrew (Islamic, Japanese,
 * Persian, Ethiopic, Indian, Buddhist, Taiwanese) loads only for a locale
 * that uses one; until it arrives the grid is Gregorian. The page's own
 * locale, which the demo hydrates with, is always Gregorian (issue #12:
 * fewer bytes before the demo answers a first tap).
 */
/** Which set a `CreateCalendar` is ("built-in" or "every"): a key for what depends on it. */
export const calendarSetKey = (create: CreateCalendar) =>
  create === builtIn ? "built-in" : "every";

export function useCreateCalendar(locale: string): CreateCalendar {
  const identifier = useMemo(
    () => new Intl.DateTimeFormat(locale).resolvedOptions().calendar,
    [locale],
  );
  const loaded = useSyncExternalStore(
    subscribe,
    () => everySystem,
    () => null,
  );
  const needsMore = !isBuiltIn(identifier);
  useEffect(() => {
    if (needsMore) loadEverySystem();
  }, [needsMore]);
  return needsMore && loaded ? loaded : builtIn;
}
