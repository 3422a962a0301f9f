import {
  CalendarDate,
  GregorianCalendar,
  toCalendar,
  type DateValue,
} from "@internationalized/date";
import { DEMO_START } from "../../content/demo-calendar";

const gregorian = new GregorianCalendar();

/** Dates from react-aria may come in the visitor's calendar system; the demo keeps Gregorian state. */
export function toGregorian(date: DateValue): CalendarDate {
  const g = toCalendar(date, gregorian);
  return new CalendarDate(g.era, g.year, g.month, g.day);
}

export const demoStartDate = (): CalendarDate =>
  new CalendarDate(DEMO_START.year, DEMO_START.month, 1);

/** A plain JS Date at UTC midnight, for Intl formatters created with timeZone "UTC". */
export const asUtcDate = (date: CalendarDate): Date => date.toDate("UTC");
