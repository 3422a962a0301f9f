/**
 * Every calendar system @internationalized/date knows, in a chunk of its own
 * that loads only for a visitor whose locale uses one beyond Gregorian and
 * Hebrew (calendar-systems.ts).
 */
export { createCalendar } from "@internationalized/date";
