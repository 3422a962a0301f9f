import type { ComponentType } from "react";
import { getDayOfWeek, startOfMonth } from "@internationalized/date";
import { today } from "../../content/app-picture-samples";
import type { DateFormatter } from "../../content/locales/format-dates";
import {
  slideAccounts,
  slideDayEvents,
  slideDayFirstHour,
  slideDayReminders,
  slideMonthEvents,
  slideYearLegend,
  slideYearMarks,
  type SlideId,
  type SlidePictureCopy,
} from "../../content/slides";
import { ExportIcon, OfflineIcon, SyncIcon } from "../../components/ui/section-icons";
import { EventChip, Notification, PeriodBar, dateFormats } from "./app-window";
import { colStart, rowSpan, rowStart } from "./grid";
import { useFormatter } from "../../i18n/catalog";
import { formatMessage } from "../../i18n/message";

/*
 * What each slide's picture shows inside the app's window
 * (src/sections/slide-picture.tsx): the Monthly, Daily and Yearly views and
 * the accounts page, with the samples of src/content/slides.ts.
 */

export interface SlideViewProps {
  appName: string;
  text: SlidePictureCopy;
  f: DateFormatter;
}

/** The Monthly view: the sample month, its events in the days. */
function MonthView({ text, f }: SlideViewProps) {
  const month = startOfMonth(today);
  const firstColumn = getDayOfWeek(month, f.locale);
  const days = month.calendar.getDaysInMonth(month);
  const weekdays = Array.from({ length: 7 }, (_, i) => month.add({ days: i - firstColumn }));
  const dayOf = (i: number) => month.add({ days: i });
  return (
    <>
      <PeriodBar title={f.calendarDate(today, dateFormats.monthYear)} today={text.today} />
      <div className="pic-month">
        {weekdays.map((date) => (
          <span key={date.toString()} className="truncate text-(--color-muted)">
            {f.calendarDate(date, dateFormats.shortWeekday)}
          </span>
        ))}
        {Array.from({ length: days }, (_, i) => (
          <span key={i} className={`pic-day ${i === 0 ? (colStart[firstColumn] ?? "") : ""}`}>
            {i + 1 === today.day ? <b>{dayOf(i).day}</b> : dayOf(i).day}
            {slideMonthEvents
              .filter(([day]) => day === i + 1)
              .map(([, tone, id]) => (
                <EventChip key={id} tone={tone} title={text.events[id]} />
              ))}
          </span>
        ))}
      </div>
    </>
  );
}

/** The Daily view: today's events on a time grid, the "now" line, a reminder. */
function DayView({ appName, text, f }: SlideViewProps) {
  const { number } = useFormatter();
  const row = (hours: number) => (hours - slideDayFirstHour) * 2;
  const dentist = slideDayEvents.find(([, , , id]) => id === "dentist");
  return (
    <div className="relative flex-1">
      <PeriodBar title={f.calendarDate(today, dateFormats.longDay)} today={text.today} />
      <div className="pic-day-grid">
        {Array.from({ length: 10 }, (_, i) => slideDayFirstHour + i).map((hour) => (
          <span key={hour} className={`pic-hour ${rowStart[row(hour)] ?? ""}`}>
            {f.timeOfDay(hour, dateFormats.hour)}
          </span>
        ))}
        <span className={`pic-now col-start-2 ${rowStart[6] ?? ""}`} />
        {slideDayEvents.map(([start, end, tone, id]) => (
          <EventChip
            key={id}
            tone={tone}
            title={text.events[id]}
            time={end - start >= 1 ? f.timeRange(start, end) : undefined}
            reminder={slideDayReminders.includes(id)}
            className={`col-start-2 ${rowStart[row(start)] ?? ""} ${rowSpan[(end - start) * 2 - 1] ?? ""}`}
          />
        ))}
      </div>
      <div className="absolute end-3 bottom-3 max-w-[calc(100%-4.5rem)]">
        <Notification
          appName={appName}
          title={text.events.dentist}
          detail={formatMessage(text.reminderIn, {
            time: f.timeRange(dentist?.[0] ?? 11.5, dentist?.[1] ?? 12.5),
            minutes: number(15),
          })}
        />
      </div>
    </div>
  );
}

/** The Yearly view: twelve small months with their days, the marked ones tinted, and the legend. */
function YearView({ text, f }: SlideViewProps) {
  const toneOn = (month: number, day: number) =>
    slideYearMarks.find(([m, first, last]) => m === month && day >= first && day <= last)?.[3];
  return (
    <>
      <PeriodBar title={f.calendarDate(today, dateFormats.year)} today={text.today} />
      <div className="pic-year">
        {Array.from({ length: 12 }, (_, index) => {
          const start = today.set({ month: index + 1, day: 1 });
          const days = start.calendar.getDaysInMonth(start);
          return (
            <span key={index} className="pic-year-month">
              <span className="truncate">{f.calendarDate(start, dateFormats.shortMonth)}</span>
              <span className="pic-year-days">
                {Array.from({ length: days }, (_, day) => (
                  <i
                    key={day}
                    className={day === 0 ? colStart[getDayOfWeek(start, f.locale)] : undefined}
                    data-tone={toneOn(index + 1, day + 1)}
                    data-today={(start.month === today.month && day + 1 === today.day) || undefined}
                  >
                    {day + 1}
                  </i>
                ))}
              </span>
            </span>
          );
        })}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 px-3 pb-3">
        {slideYearLegend.map(([tone, id]) => (
          <li key={id} className="pic-calendar" data-tone={tone}>
            {text.year[id]}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The accounts page: two synced accounts, this PC offline, and export. */
function SyncView({ text }: SlideViewProps) {
  return (
    <div className="flex flex-1 flex-col gap-2 p-3">
      <p className="truncate text-sm font-semibold">{text.sync.accounts}</p>
      {slideAccounts.map(([id, tone]) => (
        <div key={id} className="pic-account" data-tone={tone}>
          <SyncIcon className="size-4 text-(--tone)" />
          <span className="grid min-w-0 flex-1">
            <span className="truncate font-semibold">{text.sync[id]}</span>
            <span className="truncate text-(--color-muted)">{text.sync.synced}</span>
          </span>
        </div>
      ))}
      <div className="pic-account" data-tone="amber">
        <OfflineIcon className="size-4 text-(--tone)" />
        <span className="grid min-w-0 flex-1">
          <span className="truncate font-semibold">{text.sync.thisPc}</span>
          <span className="text-(--color-muted)">{text.sync.offline}</span>
        </span>
      </div>
      <span className="pic-pill mt-auto flex w-fit max-w-full items-center gap-1.5 py-1">
        <ExportIcon className="size-3.5" />
        <span className="truncate">{text.sync.export}</span>
      </span>
    </div>
  );
}

/** Each slide's view of the app. */
export const slideViews: Record<SlideId, ComponentType<SlideViewProps>> = {
  month: MonthView,
  day: DayView,
  year: YearView,
  sync: SyncView,
};
