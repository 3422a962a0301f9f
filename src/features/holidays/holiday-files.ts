import { HOLIDAY_CALENDARS } from "../../content/holiday-calendars";
import { createFormatter } from "../../content/locales/format";
import { formatMessage } from "../../i18n/message";
import type { Messages } from "../../content/locales/types";
import { holidayCalendarPath, holidaysPagePath } from "../../lib/holiday-feeds";
import { intlLocale } from "../../i18n/locales";
import { holidayIcs, holidayOccurrences } from "./holiday-ics";

export interface HolidayFilesInput {
  locale: string;
  words: Messages<"holidays">;
  /** The demo's catalog: the events' and categories' names. */
  demo: Messages<"demo">;
  /** The public origin (SITE_URL): "https://calendar.example.com". */
  origin: string;
  years: readonly number[];
  stamp: Date;
}

/**
 * Every holiday calendar of one language, as the build writes them: the
 * file's path in the build ("he/calendars/seasons.ics"), how many events it
 * holds, and its text.
 */
export function holidayFiles({ locale, words, demo, origin, years, stamp }: HolidayFilesInput) {
  const f = createFormatter(intlLocale(locale));
  const pageUrl = `${origin}${holidaysPagePath(locale)}`;
  return HOLIDAY_CALENDARS.map((calendar) => {
    const path = holidayCalendarPath(locale, calendar.id);
    const { name, holds } = words.calendars[calendar.id];
    const events = f.list(calendar.events.map((event) => demo.events[event]));
    return {
      id: calendar.id,
      file: path.slice(1),
      years,
      events: holidayOccurrences(calendar, years).length,
      text: holidayIcs({
        calendar,
        locale,
        years,
        name,
        description: formatMessage(holds, { events }),
        eventNames: demo.events,
        categoryNames: demo.categories,
        url: `${origin}${path}`,
        pageUrl,
        stamp,
      }),
    };
  });
}
