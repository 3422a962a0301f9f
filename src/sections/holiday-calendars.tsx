import { HOLIDAY_CALENDARS, holidayYears } from "../content/holiday-calendars";
import { formatMessage } from "../i18n/message";
import { DocumentPage } from "../components/ui/document-page";
import { focusVisibleRing } from "../lib/focus-ring";
import { calendarContentType, holidayCalendarPath, webcalUrl } from "../lib/holiday-feeds";
import { SiteStylesheet } from "../lib/site-stylesheet";
import { siteOrigin } from "../lib/site-url";
import { BUILD_YEAR } from "../lib/use-current-year";
import { useFormatter, useMessages, usePageLocale } from "../i18n/catalog";

// Narrow screens with large text: the padding gives way to the words, and a long word may hyphenate.
const linkBase = `inline-flex min-h-11 max-w-full items-center justify-center rounded-md px-[min(1rem,4vw)] text-center font-medium hyphens-auto color-transition forced-colors:border forced-colors:border-[ButtonBorder] ${focusVisibleRing}`;
const subscribeStyle = `${linkBase} bg-(--color-accent) text-(--color-on-accent) hover:bg-(--color-accent-hover)`;
const downloadStyle = `${linkBase} border border-(--color-border) bg-(--color-surface) text-(--color-text) hover:bg-(--color-surface-2)`;

const howToApps = ["outlook", "google", "apple"] as const;

/** Each calendar's heading: "calendar-seasons". */
const headingIdOf = (id: string) => `calendar-${id}`;

/**
 * The holidays page (/holidays): each calendar of
 * src/content/holiday-calendars.ts with what it holds (the demo's names of
 * its events), a webcal: link to subscribe and the .ics file itself, the
 * years the files hold (the build's year decides them, as it does the
 * files), and how to subscribe in the common calendar apps. Never hydrated:
 * a static part.
 */
export function HolidayCalendars() {
  const text = useMessages("holidays");
  const demo = useMessages("demo");
  const locale = usePageLocale();
  const f = useFormatter();
  const years = holidayYears(BUILD_YEAR);
  const year = (value: number | undefined) => f.number(value ?? BUILD_YEAR, { useGrouping: false });
  return (
    <DocumentPage title={text.title}>
      <p className="mt-4 text-lg text-pretty">{text.lead}</p>
      <p className="mt-4 text-pretty text-(--color-muted)">
        {formatMessage(text.years, { first: year(years[0]), last: year(years.at(-1)) })}{" "}
        {text.language}
      </p>
      <ul className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-4">
        {HOLIDAY_CALENDARS.map((calendar, index) => {
          const words = text.calendars[calendar.id];
          const headingId = headingIdOf(calendar.id);
          const path = holidayCalendarPath(locale, calendar.id);
          const events = f.list(calendar.events.map((event) => demo.events[event]));
          return (
            <li
              key={calendar.id}
              className="rounded-lg border border-(--color-border) bg-(--color-surface) p-[min(1.25rem,5vw)] sm:p-6"
            >
              {index === 1 && <SiteStylesheet />}
              <section aria-labelledby={headingId}>
                <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
                  {words.name}
                </h2>
                <p className="mt-2 text-pretty">{formatMessage(words.holds, { events })}</p>
                <p className="mt-4 flex flex-wrap gap-3">
                  <a
                    href={webcalUrl(siteOrigin, path)}
                    aria-describedby={headingId}
                    className={subscribeStyle}
                  >
                    {text.subscribe}
                  </a>
                  <a
                    href={path}
                    type={calendarContentType}
                    download={`${calendar.id}.ics`}
                    aria-describedby={headingId}
                    className={downloadStyle}
                  >
                    {text.download}
                  </a>
                </p>
              </section>
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="how-to-subscribe" className="mt-10">
        <h2 id="how-to-subscribe" className="text-2xl font-semibold tracking-tight">
          {text.howTo.title}
        </h2>
        <dl className="mt-4">
          {howToApps.map((app) => (
            <div key={app} className="mt-4 first:mt-0">
              <dt className="font-semibold">{text.howTo[app].app}</dt>
              <dd className="mt-1 text-pretty">{text.howTo[app].steps}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-pretty text-(--color-muted)">{text.howTo.download}</p>
      </section>
    </DocumentPage>
  );
}
