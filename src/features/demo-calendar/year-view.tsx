import { CalendarDate, getDayOfWeek, startOfWeek } from "@internationalized/date";
import { Button } from "react-aria-components";
import { useDateFormatter, useLocale } from "react-aria";
import { tv } from "tailwind-variants/lite";
import { focusRing } from "../../lib/focus-ring";
import { useMessages } from "../../i18n/catalog";
import { formatIcu } from "../../i18n/icu";
import { asUtcDate } from "./calendar-dates";
import { CategoryMarker } from "./category-marker";
import { eventsOn } from "./event-rules";

const monthButton = tv({
  base: [
    "flex w-full cursor-default flex-col gap-1 rounded-md border-2 border-(--color-border) p-2 text-start",
    "hover:bg-(--color-surface-2) forced-colors:border-[ButtonBorder] pressed:bg-(--color-surface-2)",
  ],
  variants: {
    ...focusRing,
    isCurrent: { true: "border-(--color-accent) forced-colors:border-[Highlight]" },
  },
});

export interface YearViewProps {
  focused: CalendarDate;
  onOpenMonth: (month: CalendarDate) => void;
}

/** Twelve mini months with event markers; choosing one opens it in Month view. */
export function YearView({ focused, onOpenMonth }: YearViewProps) {
  const { locale } = useLocale();
  const copy = useMessages("demo");
  const monthName = useDateFormatter({ month: "long", timeZone: "UTC" });
  const yearName = useDateFormatter({ year: "numeric", timeZone: "UTC" });
  const weekdayName = useDateFormatter({ weekday: "narrow", timeZone: "UTC" });
  const weekStart = startOfWeek(new CalendarDate(focused.year, 1, 1), locale);
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    weekdayName.format(asUtcDate(weekStart.add({ days: i }))),
  );

  return (
    <ul
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4"
      aria-label={copy.labels.months}
    >
      {Array.from({ length: 12 }, (_, i) => {
        const first = new CalendarDate(focused.year, i + 1, 1);
        const days = Array.from({ length: first.calendar.getDaysInMonth(first) }, (_, d) =>
          first.add({ days: d }),
        );
        const count = days.reduce((n, d) => n + eventsOn(d).length, 0);
        const lead = getDayOfWeek(first, locale);
        return (
          <li key={i}>
            <Button
              onPress={() => onOpenMonth(first)}
              className={(rp) => monthButton({ ...rp, isCurrent: i + 1 === focused.month })}
            >
              {/* Name from content: the visible month name, then the year and count for screen readers. */}
              <span className="text-sm font-semibold">{monthName.format(asUtcDate(first))}</span>{" "}
              <span className="sr-only">
                {formatIcu(locale, copy.monthSummary, {
                  year: yearName.format(asUtcDate(first)),
                  count,
                })}
              </span>
              <span
                aria-hidden="true"
                className="grid grid-cols-7 gap-y-0.5 text-center text-[10px] leading-3 tabular-nums"
              >
                {weekdays.map((w, k) => (
                  <span key={`w${k}`} className="text-(--color-muted)">
                    {w}
                  </span>
                ))}
                {Array.from({ length: lead }, (_, k) => (
                  <span key={`b${k}`} />
                ))}
                {days.map((d) => {
                  const firstEvent = eventsOn(d)[0];
                  return (
                    <span key={d.day} className="flex h-4.5 flex-col items-center">
                      {d.day}
                      {firstEvent ? (
                        <CategoryMarker category={firstEvent.category} className="size-1.5" />
                      ) : (
                        <span className="size-1.5" />
                      )}
                    </span>
                  );
                })}
                {/* Six rows for every month, so the mini months line up. */}
                {Array.from({ length: 42 - lead - days.length }, (_, k) => (
                  <span key={`t${k}`} className="h-4.5" />
                ))}
              </span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
