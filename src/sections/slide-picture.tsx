import { getDayOfWeek, startOfMonth, type CalendarDate } from "@internationalized/date";
import type { SlideEventId, SlideGradient, SlideId } from "../content/slides";
import { ExportIcon, OfflineIcon, SyncIcon } from "../components/ui/section-icons";
import { useFormatter, useMessages } from "../i18n/catalog";
import {
  AppWindow,
  EventChip,
  PeriodBar,
  ReminderCard,
  colStart,
  dateFormats,
  rowSpan,
  rowStart,
  today,
  type Tone,
} from "./app-picture/app-window";

/** The slide's gradient, as a faint backdrop behind the window (the site's event tokens). */
const backdrops: Record<SlideGradient, string> = {
  dusk: "from-(--color-accent)/20 to-(--color-event-religious)/15",
  lagoon: "from-(--color-event-personal)/20 to-(--color-event-season)/15",
  ember: "from-(--color-event-observance)/20 to-(--color-event-holiday)/15",
  aurora: "from-(--color-event-season)/20 to-(--color-accent)/15",
};

/** Events of the sample month (March 2026): day, tone, title. */
const monthEvents: [number, Tone, SlideEventId][] = [
  [3, "amber", "haircut"],
  [5, "green", "parents"],
  [9, "sky", "planning"],
  [11, "rose", "dentist"],
  [13, "amber", "birthday"],
  [14, "green", "match"],
  [17, "rose", "gym"],
  [19, "sky", "review"],
  [20, "amber", "dinner"],
  [24, "rose", "gym"],
  [26, "sky", "offsite"],
  [28, "green", "match"],
  [31, "amber", "car"],
];

/** Today's events (hours; 9.5 = 9:30), from 8:00. */
const dayEvents: [number, number, Tone, SlideEventId][] = [
  [9, 9.5, "sky", "standup"],
  [10, 11, "sky", "design"],
  [11.5, 12.5, "rose", "dentist"],
  [13, 14, "amber", "lunch"],
  [15, 16, "green", "football"],
];

/** The year's marks: [month, first day, last day, tone]. */
const yearMarks: [number, number, number, Tone][] = [
  [1, 1, 1, "rose"],
  [2, 13, 16, "green"],
  [3, 31, 31, "sky"],
  [4, 3, 6, "rose"],
  [5, 1, 1, "rose"],
  [6, 30, 30, "sky"],
  [7, 20, 25, "green"],
  [8, 3, 7, "green"],
  [9, 15, 15, "sky"],
  [10, 24, 25, "green"],
  [11, 20, 20, "sky"],
  [12, 25, 26, "rose"],
];
const legend: [Tone, "holidays" | "trips" | "deadlines"][] = [
  ["rose", "holidays"],
  ["green", "trips"],
  ["sky", "deadlines"],
];
const accounts: ["google" | "outlook", Tone][] = [
  ["google", "sky"],
  ["outlook", "violet"],
];
const colSpan = ["", "col-span-2", "col-span-3", "col-span-4", "col-span-5", "col-span-6"];

export interface SlidePictureProps {
  slide: SlideId;
  gradient: SlideGradient;
}

/**
 * A slide's picture: the app at that moment (Monthly, Daily, Yearly view,
 * accounts and export), drawn with the hero's parts. Decorative: the slide's
 * title and description say what it shows.
 */
export function SlidePicture({ slide, gradient }: SlidePictureProps) {
  const { pictures: text } = useMessages("showcase");
  const f = useFormatter();
  const { locale } = f;
  const view = slide === "sync" ? undefined : slide;
  const month = startOfMonth(today);
  const firstColumn = getDayOfWeek(month, locale);
  const days = month.calendar.getDaysInMonth(month);
  const weekdays = Array.from({ length: 7 }, (_, i) => month.add({ days: i - firstColumn }));
  const dayOf = (i: number) => month.add({ days: i });

  return (
    <div
      aria-hidden="true"
      className={`rounded-lg bg-linear-135 p-3 sm:p-6 ${backdrops[gradient]}`}
    >
      <AppWindow appName={text.appName} views={text.views} view={view}>
        {slide === "month" && (
          <>
            <PeriodBar title={f.calendarDate(today, dateFormats.monthYear)} today={text.today} />
            <div className="pic-month">
              {weekdays.map((date: CalendarDate) => (
                <span key={date.toString()} className="truncate text-(--color-muted)">
                  {f.calendarDate(date, dateFormats.shortWeekday)}
                </span>
              ))}
              {Array.from({ length: days }, (_, i) => (
                <span key={i} className={`pic-day ${i === 0 ? (colStart[firstColumn] ?? "") : ""}`}>
                  {i + 1 === today.day ? <b>{dayOf(i).day}</b> : dayOf(i).day}
                  {monthEvents
                    .filter(([day]) => day === i + 1)
                    .map(([, tone, id]) => (
                      <EventChip key={id} tone={tone} title={text.events[id]} />
                    ))}
                </span>
              ))}
            </div>
          </>
        )}
        {slide === "day" && (
          <div className="relative">
            <PeriodBar title={f.calendarDate(today, dateFormats.longDay)} today={text.today} />
            <div className="pic-day-grid">
              {[8, 9, 10, 11, 12, 13, 14, 15, 16, 17].map((hour) => (
                <span key={hour} className={`pic-hour ${rowStart[(hour - 8) * 2] ?? ""}`}>
                  {f.timeOfDay(hour, dateFormats.hour)}
                </span>
              ))}
              <span className={`pic-now col-start-2 ${rowStart[6] ?? ""}`} />
              {dayEvents.map(([start, end, tone, id]) => (
                <EventChip
                  key={id}
                  tone={tone}
                  title={text.events[id]}
                  time={end - start >= 1 ? f.timeRange(start, end) : undefined}
                  reminder={id === "dentist" || id === "football"}
                  className={`col-start-2 ${rowStart[(start - 8) * 2] ?? ""} ${rowSpan[(end - start) * 2 - 1] ?? ""}`}
                />
              ))}
            </div>
            <div className="absolute end-3 bottom-3 w-52 max-w-[calc(100%-4.5rem)]">
              <ReminderCard
                when={text.reminderIn(15)}
                title={text.events.dentist}
                time={f.timeOfDay(11.5)}
              />
            </div>
          </div>
        )}
        {slide === "year" && (
          <>
            <PeriodBar title={f.calendarDate(today, dateFormats.year)} today={text.today} />
            <div className="pic-year">
              {yearMarks.map(([monthNumber, first, last, tone]) => {
                const start = month.set({ month: monthNumber, day: 1 });
                const offset = getDayOfWeek(start, locale) + first - 1;
                return (
                  <span key={monthNumber} className="pic-year-month">
                    <span className="truncate">
                      {f.calendarDate(start, dateFormats.shortMonth)}
                    </span>
                    <span className="pic-year-days">
                      <span
                        data-tone={tone}
                        className={`${colStart[offset % 7] ?? ""} ${rowStart[Math.floor(offset / 7)] ?? ""} ${colSpan[Math.min(last - first, 6 - (offset % 7))] ?? ""}`}
                      />
                    </span>
                  </span>
                );
              })}
            </div>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 px-3 pb-3">
              {legend.map(([tone, id]) => (
                <li key={id} className="pic-calendar" data-tone={tone}>
                  {text.year[id]}
                </li>
              ))}
            </ul>
          </>
        )}
        {slide === "sync" && (
          <div className="grid gap-2 p-3">
            <p className="truncate text-sm font-semibold">{text.sync.accounts}</p>
            {accounts.map(([id, tone]) => (
              <div key={id} className="pic-account" data-tone={tone}>
                <SyncIcon className="size-4 shrink-0 text-(--tone)" />
                <span className="grid min-w-0 flex-1">
                  <span className="truncate font-semibold">{text.sync[id]}</span>
                  <span className="truncate text-(--color-muted)">{text.sync.synced}</span>
                </span>
              </div>
            ))}
            <div className="pic-account" data-tone="amber">
              <OfflineIcon className="size-4 shrink-0 text-(--tone)" />
              <span className="grid min-w-0 flex-1">
                <span className="truncate font-semibold">{text.sync.thisPc}</span>
                <span className="text-(--color-muted)">{text.sync.offline}</span>
              </span>
            </div>
            <span className="pic-pill flex w-fit max-w-full items-center gap-1.5 py-1">
              <ExportIcon className="size-3.5 shrink-0" />
              <span className="truncate">{text.sync.export}</span>
            </span>
          </div>
        )}
      </AppWindow>
    </div>
  );
}
