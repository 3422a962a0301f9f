import { isSameDay, startOfWeek, type CalendarDate } from "@internationalized/date";
import { ToggleButton } from "react-aria-components";
import { useDateFormatter, useLocale } from "react-aria";
import { tv } from "tailwind-variants/lite";
import { HIGHLIGHTED_DAY } from "../../content/demo-calendar";
import { useMessages } from "../../i18n/catalog";
import { focusRing } from "../../lib/focus-ring";
import { asUtcDate } from "./calendar-dates";
import { EventList } from "./event-list";
import { eventsOn } from "./event-rules";

const dayButton = tv({
  base: [
    "flex w-full cursor-default items-baseline gap-1.5 rounded-md border-2 border-transparent px-2 py-1 text-start text-sm font-semibold",
    "hover:bg-(--color-surface-2) forced-colors:border-[Canvas] pressed:bg-(--color-surface-2)",
    "selected:border-(--color-accent) forced-colors:selected:border-[Highlight]",
  ],
  variants: { ...focusRing },
});

export interface WeekViewProps {
  focused: CalendarDate;
  selected: CalendarDate | null;
  onSelect: (date: CalendarDate) => void;
}

/** The seven days of the focused week, in the locale's week order, with all their events. */
export function WeekView({ focused, selected, onSelect }: WeekViewProps) {
  const { locale } = useLocale();
  const copy = useMessages("demo");
  const start = startOfWeek(focused, locale);
  const days = Array.from({ length: 7 }, (_, i) => start.add({ days: i }));
  const format = useDateFormatter({
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

  return (
    <ol className="grid gap-1 md:min-h-[27rem] md:grid-cols-7" aria-label={copy.labels.daysOfWeek}>
      {days.map((day) => {
        const events = eventsOn(day);
        const isSelected = selected !== null && isSameDay(day, selected);
        return (
          <li
            key={day.toString()}
            className={`flex min-w-0 flex-col gap-1 rounded-md border border-(--color-border) p-0.5 ${day.day === HIGHLIGHTED_DAY && day.month === focused.month ? "bg-(--color-accent-soft)" : ""}`}
          >
            <ToggleButton
              isSelected={isSelected}
              onChange={() => onSelect(day)}
              className={(renderProps) => dayButton(renderProps)}
            >
              {format.format(asUtcDate(day))}
            </ToggleButton>
            {events.length > 0 ? (
              <EventList events={events} compact />
            ) : (
              <p className="px-2 text-xs text-(--color-muted)">{copy.labels.noEvents}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
