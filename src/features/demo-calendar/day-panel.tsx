import type { CalendarDate } from "@internationalized/date";
import { useDateFormatter } from "react-aria";
import { useMessages } from "../../i18n/catalog";
import { asUtcDate } from "./calendar-dates";
import { CategoryMarker } from "./category-marker";
import { EventList } from "./event-list";
import { eventsOn } from "./event-rules";

export interface DayPanelProps {
  selected: CalendarDate | null;
  /** First day of the shown month, listed when no day is selected. */
  month: CalendarDate;
}

/**
 * The selected day's full event list (where "+N more" leads). With no day
 * selected it lists the shown month, so narrow screens still get the text.
 * Inside the "Selected day" landmark (DemoCalendar's <aside>), so a plain
 * div: a region named by the heading made a screen reader say the date twice.
 */
export function DayPanel({ selected, month }: DayPanelProps) {
  const copy = useMessages("demo");
  const fullDate = useDateFormatter({
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  const monthYear = useDateFormatter({ month: "long", year: "numeric", timeZone: "UTC" });
  const dayShort = useDateFormatter({ month: "short", day: "numeric", timeZone: "UTC" });

  if (selected) {
    const events = eventsOn(selected);
    return (
      <div className="flex flex-col gap-3" data-day-panel="">
        <h3 className="text-sm font-semibold">{fullDate.format(asUtcDate(selected))}</h3>
        {events.length > 0 ? (
          <EventList events={events} />
        ) : (
          <p className="text-sm text-(--color-muted)">{copy.livePreview.emptyDay}</p>
        )}
      </div>
    );
  }

  const days = Array.from({ length: month.calendar.getDaysInMonth(month) }, (_, i) =>
    month.add({ days: i }),
  );
  const rows = days.flatMap((day) => eventsOn(day).map((e) => ({ day, e })));
  return (
    <div className="flex flex-col gap-3" data-day-panel="">
      <h3 className="text-sm font-semibold">{monthYear.format(asUtcDate(month))}</h3>
      <p className="text-xs text-(--color-muted)">{copy.livePreview.pickDay}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {rows.map(({ day, e }) => (
          <li key={e.id} className="flex flex-wrap items-start gap-x-2">
            <span className="min-w-14 shrink-0 whitespace-nowrap text-(--color-muted) tabular-nums">
              {dayShort.format(asUtcDate(day))}
            </span>
            <CategoryMarker category={e.category} className="mt-1.5 size-2.5" />
            <span className="beside-icon text-(--color-text)">{copy.events[e.name]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
