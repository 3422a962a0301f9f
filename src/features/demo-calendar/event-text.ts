import type { Messages } from "../../content/locales/types";
import type { DemoEvent } from "./event-rules";

/** "2 events: Labor Day, Monthly budget review" (in the page's language), for accessible names. */
export function describeEvents(copy: Messages<"demo">, events: readonly DemoEvent[]): string {
  if (events.length === 0) return "";
  return copy.describeEvents(events.map((e) => copy.events[e.name]));
}
