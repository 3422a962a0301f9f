import { getDayOfWeek, startOfMonth, type CalendarDate } from "@internationalized/date";
import { categoryTones, today } from "../../content/app-picture-samples";
import {
  heroEvents,
  heroFirstHour,
  heroLastHour,
  type HeroEvent,
} from "../../content/hero-picture-samples";
import type { DateFormatter } from "../../content/locales/format-dates";
import type { Messages } from "../../content/locales/types";
import { AppWindow, CalendarList, PeriodBar, dateFormats, weekOf } from "./app-window";
import { rowSpan, rowStart } from "./grid";

export interface WeekWindowProps {
  appName: string;
  text: Messages<"hero-picture">;
  f: DateFormatter;
}

const hours = Array.from(
  { length: heroLastHour - heroFirstHour },
  (_, index) => heroFirstHour + index,
);
const timed = (event: HeroEvent): event is HeroEvent & { start: number; end: number } =>
  event.start !== undefined && event.end !== undefined;

/**
 * The hero's picture: the app's window on the sample week, with a sidebar
 * (new event, mini month, calendar list), the week's events on a time grid
 * and the "now" line. The window is a size container: narrower, it drops the
 * sidebar; narrower still (a phone), it shows today alone, as the Day view.
 */
export function WeekWindow({ appName, text, f }: WeekWindowProps) {
  const week = weekOf(f.locale);
  const monthTitle = f.calendarDate(today, dateFormats.monthYear);
  const isToday = (date: CalendarDate) => date.compare(today) === 0;
  const eventsOn = (date: CalendarDate) =>
    heroEvents.filter((event) => date.month === 3 && event.day === date.day);

  return (
    <AppWindow appName={appName} views={text.views} view="week" className="pic-hero">
      <div className="pic-hero-body">
        <div className="pic-sidebar">
          <span className="pic-new-event">{text.newEvent}</span>
          <p className="mt-4 truncate text-xs font-semibold">{monthTitle}</p>
          <MiniMonth week={week} f={f} />
          <CalendarList title={text.calendars} names={text.categories} />
        </div>
        <div className="flex min-h-0 min-w-0 flex-col">
          <PeriodBar title={monthTitle} today={text.today} />
          <div className="pic-week-head">
            <span className="pic-all-day">{text.allDay}</span>
            {week.map((date) => (
              <span
                key={date.toString()}
                className="pic-week-day"
                data-today={isToday(date) || undefined}
              >
                <span className="truncate">{f.calendarDate(date, dateFormats.shortWeekday)}</span>
                <b>{date.day}</b>
                {eventsOn(date)
                  .filter((event) => !timed(event))
                  .map((event) => (
                    <span
                      key={event.id}
                      className="pic-chip truncate"
                      data-tone={categoryTones[event.category]}
                    >
                      {text.events[event.id]}
                    </span>
                  ))}
              </span>
            ))}
          </div>
          <div className="pic-week">
            <span className="pic-hours">
              {hours.map((hour, index) => (
                <span key={hour} className={rowStart[index * 2]}>
                  {index > 0 && f.timeOfDay(hour, dateFormats.hour)}
                </span>
              ))}
            </span>
            {week.map((date) => (
              <span
                key={date.toString()}
                className="pic-day-column"
                data-today={isToday(date) || undefined}
              >
                {isToday(date) && <span className={`pic-now ${rowStart[5] ?? ""}`} />}
                {eventsOn(date)
                  .filter(timed)
                  .map((event) => (
                    <span
                      key={event.id}
                      className={`pic-event ${rowStart[(event.start - heroFirstHour) * 2] ?? ""} ${rowSpan[(event.end - event.start) * 2 - 1] ?? ""}`}
                      data-tone={categoryTones[event.category]}
                    >
                      <span className="pic-event-body">
                        <span className="pic-event-title">{text.events[event.id]}</span>
                        {/* The span where the block is wide enough for it, else the start. */}
                        <span className="pic-event-time">
                          {f.timeRange(event.start, event.end)}
                        </span>
                        <span className="pic-event-time pic-event-start">
                          {f.timeOfDay(event.start)}
                        </span>
                      </span>
                    </span>
                  ))}
              </span>
            ))}
          </div>
        </div>
      </div>
    </AppWindow>
  );
}

/** The month of the sample week, its week marked and today circled. */
function MiniMonth({ week, f }: { week: CalendarDate[]; f: DateFormatter }) {
  const weekStart = week[0] ?? today;
  const monthStart = startOfMonth(today);
  const lead = getDayOfWeek(monthStart, f.locale);
  const daysInMonth = monthStart.calendar.getDaysInMonth(monthStart);
  // Six weeks from the locale's first day, the days of other months muted.
  const days = Array.from({ length: 42 }, (_, i) => monthStart.add({ days: i - lead }));
  const inWeek = (date: CalendarDate) =>
    date.compare(weekStart) >= 0 && date.compare(weekStart.add({ days: 6 })) <= 0;
  const rows = Math.ceil((lead + daysInMonth) / 7);
  return (
    <div className="pic-mini-month">
      {week.map((date) => (
        <span key={date.toString()} className="text-(--color-muted)">
          {f.calendarDate(date, dateFormats.narrowWeekday)}
        </span>
      ))}
      {days.slice(0, rows * 7).map((date) => (
        <span
          key={date.toString()}
          data-outside={date.month !== monthStart.month || undefined}
          data-week={inWeek(date) || undefined}
          data-today={date.compare(today) === 0 || undefined}
        >
          {date.day}
        </span>
      ))}
    </div>
  );
}
