import type { DemoEvent } from "./event-rules";

/** "2 events: Labor Day, Monthly budget review" — for accessible names. */
export function describeEvents(events: readonly DemoEvent[]): string {
  if (events.length === 0) return "";
  const count = events.length === 1 ? "1 event" : `${events.length} events`;
  return `${count}: ${events.map((e) => e.title).join(", ")}`;
}
