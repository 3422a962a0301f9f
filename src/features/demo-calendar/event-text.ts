import type { Messages } from "../../content/locales/types";
import { formatIcu } from "../../i18n/icu";
import type { DemoEvent } from "./event-rules";

const lists = new Map<string, Intl.ListFormat>();

/**
 * A day's accessible name, in the page's language: its date as the
 * calendar names it, then, if it has any, its events ("Monday, September 1,
 * 2025, 2 events: Labor Day and Monthly budget review"): one message.
 */
export function describeDay(
  copy: Messages<"demo">,
  locale: string,
  day: string,
  events: readonly DemoEvent[],
): string {
  if (events.length === 0) return day;
  let list = lists.get(locale);
  if (!list) lists.set(locale, (list = new Intl.ListFormat(locale, { type: "unit" })));
  return formatIcu(locale, copy.describeEvents, {
    day,
    count: events.length,
    titles: list.format(events.map((e) => copy.events[e.name])),
  });
}
