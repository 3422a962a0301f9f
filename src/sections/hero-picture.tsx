import { getDayOfWeek, startOfMonth } from "@internationalized/date";
import { addCatalogLoaders, useFormatter, useMessages } from "../i18n/catalog";
import {
  AppWindow,
  CalendarList,
  EventChip,
  PeriodBar,
  ReminderCard,
  categoryTones,
  colStart,
  dateFormats,
  rowSpan,
  rowStart,
  today,
  weekOf,
  type CategoryId,
} from "./app-picture/app-window";

// Its words, in each language: loaded with it (only after a client-side
// navigation: the prerendered page keeps the server's HTML and never loads this).
addCatalogLoaders(import.meta.glob("../content/locales/*/hero-picture.ts"));
export const messages = ["hero-picture"] as const;

type EventId =
  "standup" | "review" | "dentist" | "football" | "gym" | "birthday" | "match" | "lunch" | "yoga";

interface SampleEvent {
  id: EventId;
  category: CategoryId;
  /** Day of March 2026. */
  day: number;
  /** Hours (9.5 = 9:30); none: all day. */
  start?: number;
  end?: number;
}

/** The sample week (around Wednesday 11 March 2026). */
const events: SampleEvent[] = [
  { id: "lunch", category: "family", day: 8, start: 12.5, end: 14 },
  { id: "standup", category: "work", day: 9, start: 9, end: 9.5 },
  { id: "gym", category: "health", day: 10, start: 17, end: 18 },
  { id: "standup", category: "work", day: 10, start: 9, end: 9.5 },
  { id: "review", category: "work", day: 10, start: 13, end: 14.5 },
  { id: "standup", category: "work", day: 11, start: 9, end: 9.5 },
  { id: "dentist", category: "health", day: 11, start: 11, end: 12 },
  { id: "football", category: "family", day: 11, start: 16, end: 17 },
  { id: "standup", category: "work", day: 12, start: 9, end: 9.5 },
  { id: "gym", category: "health", day: 12, start: 17, end: 18 },
  { id: "birthday", category: "personal", day: 13 },
  { id: "match", category: "family", day: 14, start: 10, end: 11.5 },
  { id: "yoga", category: "personal", day: 15, start: 9.5, end: 10.5 },
];

/** The time grid: 8:00 to 18:00 in half hours (rows 1-20). */
const firstHour = 8;
const hourLabels = [10, 12, 14, 16];

/**
 * The hero's picture of the app (a static part: the server renders it, the
 * prerendered page never loads this code). On large screens, the app's
 * window on a week: mini month, calendar list, the week's events and a
 * reminder; below, a compact card of today's agenda. Decorative: the hero's
 * text carries the meaning.
 */
export default function HeroPicture() {
  const text = useMessages("hero-picture");
  const f = useFormatter();
  const { locale } = f;
  const week = weekOf(locale);
  const weekStart = week[0] ?? today;
  const column = (day: number) => week.findIndex((date) => date.month === 3 && date.day === day);
  const time = (hours: number) => f.timeOfDay(hours);
  const dentist = events.find((event) => event.id === "dentist");
  const reminder = (
    <ReminderCard
      when={text.reminderIn(15)}
      title={text.events.dentist}
      time={time(dentist?.start ?? 11)}
    />
  );
  const monthTitle = f.calendarDate(today, dateFormats.monthYear);
  const monthStart = startOfMonth(today);
  const firstColumn = getDayOfWeek(monthStart, locale);
  const daysInMonth = monthStart.calendar.getDaysInMonth(monthStart);
  const todays = events.filter((event) => event.day === today.day);

  return (
    <div aria-hidden="true" className="lg:h-full">
      {/* Large screens: the window on a week. */}
      <AppWindow appName={text.appName} views={text.views} view="week" className="pic-tall">
        <div className="grid min-h-0 flex-1 grid-cols-[8.5rem_minmax(0,1fr)] xl:grid-cols-[9.5rem_minmax(0,1fr)]">
          <div className="pic-sidebar">
            <p className="truncate text-xs font-semibold">{monthTitle}</p>
            <div className="pic-mini-month">
              {week.map((date) => (
                <span key={date.toString()} className="text-(--color-muted)">
                  {f.calendarDate(date, dateFormats.narrowWeekday)}
                </span>
              ))}
              {Array.from({ length: daysInMonth }, (_, i) => {
                const date = monthStart.add({ days: i });
                const inWeek =
                  date.compare(weekStart) >= 0 && date.compare(weekStart.add({ days: 6 })) <= 0;
                return (
                  <span
                    key={i}
                    className={i === 0 ? colStart[firstColumn] : undefined}
                    data-week={inWeek || undefined}
                    data-today={date.compare(today) === 0 || undefined}
                  >
                    {date.day}
                  </span>
                );
              })}
            </div>
            <CalendarList title={text.calendars} names={text.categories} />
          </div>
          <div className="flex min-h-0 min-w-0 flex-col border-s border-(--color-border)">
            <PeriodBar title={monthTitle} today={text.today} />
            <div className="pic-week-head">
              <span className="truncate">{text.allDay}</span>
              {week.map((date, i) => (
                <span
                  key={date.toString()}
                  className={colStart[i + 1]}
                  data-today={date.compare(today) === 0 || undefined}
                >
                  <span className="truncate">{f.calendarDate(date, dateFormats.shortWeekday)}</span>
                  <b>{date.day}</b>
                </span>
              ))}
              {events
                .filter((event) => event.start === undefined && column(event.day) >= 0)
                .map((event) => (
                  <EventChip
                    key={`${event.id}-${event.day}`}
                    tone={categoryTones[event.category]}
                    title={text.events[event.id]}
                    className={`row-start-2 ${colStart[column(event.day) + 1] ?? ""}`}
                  />
                ))}
            </div>
            <div className="pic-week">
              {hourLabels.map((hour) => (
                <span key={hour} className={`pic-hour ${rowStart[(hour - firstHour) * 2] ?? ""}`}>
                  {f.timeOfDay(hour, dateFormats.hour)}
                </span>
              ))}
              <span className={`pic-today-column ${colStart[column(today.day) + 1] ?? ""}`} />
              <span
                className={`pic-now ${rowStart[5] ?? ""} ${colStart[column(today.day) + 1] ?? ""}`}
              />
              {events.map((event) => {
                const col = column(event.day);
                if (event.start === undefined || event.end === undefined || col < 0) return null;
                const rows = Math.round((event.end - event.start) * 2);
                return (
                  <EventChip
                    key={`${event.id}-${event.day}`}
                    tone={categoryTones[event.category]}
                    title={text.events[event.id]}

                    className={`${colStart[col + 1] ?? ""} ${rowStart[(event.start - firstHour) * 2] ?? ""} ${rowSpan[rows - 1] ?? ""}`}
                  />
                );
              })}
            </div>
          </div>
        </div>
        <div className="absolute start-3 bottom-3 w-52">{reminder}</div>
      </AppWindow>

      {/* Phones and tablets: today's agenda. */}
      <div className="grid max-w-sm gap-3 lg:hidden">
        {reminder}
        <AppWindow appName={text.appName} views={text.views} view="day">
          <PeriodBar title={f.calendarDate(today, dateFormats.longDay)} today={text.today} />
          <ul className="grid gap-1.5 px-3 pb-3">
            {todays.map((event) => (
              <li key={event.id} className="pic-agenda">
                <span className="pic-agenda-time">{time(event.start ?? 0)}</span>
                <EventChip
                  tone={categoryTones[event.category]}
                  title={text.events[event.id]}
                  time={text.categories[event.category]}
                  reminder={event.id === "dentist"}
                />
              </li>
            ))}
          </ul>
        </AppWindow>
      </div>
    </div>
  );
}
