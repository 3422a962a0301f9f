import type { ReactNode } from "react";
import { getDayOfWeek, startOfMonth, type CalendarDate } from "@internationalized/date";
import { categoryTones, today } from "../../content/app-picture-samples";
import { heroEvents, heroFirstHour, heroHourLabels } from "../../content/hero-picture-samples";
import type { DateFormatter } from "../../content/locales/format-dates";
import type { Messages } from "../../content/locales/types";
import { AppWindow, CalendarList, EventChip, PeriodBar, dateFormats, weekOf } from "./app-window";
import { colStart, rowSpan, rowStart } from "./grid";

export interface WeekWindowProps {
  text: Messages<"hero-picture">;
  f: DateFormatter;
  /** The reminder card, in the window's bottom corner. */
  reminder: ReactNode;
}

/**
 * The hero's picture on large screens: the app's window on the sample week,
 * with a sidebar (mini month, calendar list), the week's events on a time
 * grid with the "now" line, and a reminder.
 */
export function WeekWindow({ text, f, reminder }: WeekWindowProps) {
  const { locale } = f;
  const week = weekOf(locale);
  const column = (day: number) => week.findIndex((date) => date.month === 3 && date.day === day);
  const monthTitle = f.calendarDate(today, dateFormats.monthYear);

  return (
    <AppWindow appName={text.appName} views={text.views} view="week" className="pic-tall">
      <div className="grid min-h-0 flex-1 grid-cols-[8.5rem_minmax(0,1fr)]">
        <div className="pic-sidebar">
          <p className="truncate text-xs font-semibold">{monthTitle}</p>
          <MiniMonth week={week} f={f} />
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
            {heroEvents
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
            {heroHourLabels.map((hour) => (
              <span key={hour} className={`pic-hour ${rowStart[(hour - heroFirstHour) * 2] ?? ""}`}>
                {f.timeOfDay(hour, dateFormats.hour)}
              </span>
            ))}
            <span className={`pic-today-column ${colStart[column(today.day) + 1] ?? ""}`} />
            <span
              className={`pic-now ${rowStart[5] ?? ""} ${colStart[column(today.day) + 1] ?? ""}`}
            />
            {heroEvents.map((event) => {
              const col = column(event.day);
              if (event.start === undefined || event.end === undefined || col < 0) return null;
              const rows = Math.round((event.end - event.start) * 2);
              return (
                <EventChip
                  key={`${event.id}-${event.day}`}
                  tone={categoryTones[event.category]}
                  title={text.events[event.id]}
                  block
                  className={`${colStart[col + 1] ?? ""} ${rowStart[(event.start - heroFirstHour) * 2] ?? ""} ${rowSpan[rows - 1] ?? ""}`}
                />
              );
            })}
          </div>
        </div>
      </div>
      <div className="absolute start-3 bottom-3 w-52">{reminder}</div>
    </AppWindow>
  );
}

/** The month of the sample week, its week marked and today circled. */
function MiniMonth({ week, f }: { week: CalendarDate[]; f: DateFormatter }) {
  const weekStart = week[0] ?? today;
  const monthStart = startOfMonth(today);
  const firstColumn = getDayOfWeek(monthStart, f.locale);
  const daysInMonth = monthStart.calendar.getDaysInMonth(monthStart);
  return (
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
  );
}
