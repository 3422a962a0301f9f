import { memo, useRef } from "react";
import { useCalendarCell, useLocale } from "react-aria";
import type { CalendarState } from "react-stately";
import { isSameDay, isSameMonth, type CalendarDate } from "@internationalized/date";
import { HIGHLIGHTED_DAY, MAX_EVENTS_PER_DAY } from "../../content/demo-calendar";
import { CategoryMarker } from "./category-marker";
import { eventsOn } from "./event-rules";
import { describeDay } from "./event-text";
import { formatIcu } from "../../i18n/icu";
import { useMessages } from "../../i18n/catalog";

export interface DayCellProps extends CellStatus {
  state: CalendarState;
  date: CalendarDate;
}

/**
 * What can change in a cell while its date stays: MonthView passes it
 * (`{...cellStatus(state, date)}`), and a cell re-renders only when its date
 * or one of these changes. Selecting a day then renders the two or three
 * cells it concerns rather than all 42 (react-aria's useCalendarCell is most
 * of a cell's cost). A cell skipped keeps the `state` of its last render for
 * its handlers; they only select or focus their own date, which that state
 * still does right, since the cell's own selection and focus are compared.
 */
export interface CellStatus {
  isSelected: boolean;
  isFocusedDate: boolean;
  /**
   * Whether the grid has focus, for the focused date's cell only (the one
   * cell it changes: react-aria moves focus to it). The others get false,
   * so focus entering or leaving the grid renders one cell, not 42.
   */
  isGridFocused: boolean;
  /** The shown month's first day ("2025-09-01"), which decides whether the cell is outside it. */
  month: string;
}

export function cellStatus(state: CalendarState, date: CalendarDate): CellStatus {
  const isFocusedDate = isSameDay(date, state.focusedDate);
  return {
    isSelected: state.isSelected(date),
    isFocusedDate,
    isGridFocused: isFocusedDate && state.isFocused,
    month: state.visibleRange.start.toString(),
  };
}

const sameCell = (a: DayCellProps, b: DayCellProps) =>
  a.date.compare(b.date) === 0 &&
  a.date.calendar.identifier === b.date.calendar.identifier &&
  a.isSelected === b.isSelected &&
  a.isFocusedDate === b.isFocusedDate &&
  a.isGridFocused === b.isGridFocused &&
  a.month === b.month &&
  a.state.timeZone === b.state.timeZone;

export const DayCell = memo(function DayCell({ state, date }: DayCellProps) {
  const ref = useRef<HTMLDivElement>(null);
  const copy = useMessages("demo");
  const isOutsideMonth = !isSameMonth(state.visibleRange.start, date);
  const { cellProps, buttonProps, isSelected, isDisabled, isPressed, isFocused, formattedDate } =
    useCalendarCell({ date, isOutsideMonth }, state, ref);
  const events = isOutsideMonth ? [] : eventsOn(date);
  const shown = events.slice(0, MAX_EVENTS_PER_DAY);
  const more = events.length - shown.length;
  const isHighlighted = !isOutsideMonth && date.day === HIGHLIGHTED_DAY;
  const { locale } = useLocale();
  const label = describeDay(copy, locale, buttonProps["aria-label"] ?? "", events);

  return (
    <td {...cellProps} className="p-0.5 align-top">
      <div
        {...buttonProps}
        ref={ref}
        aria-label={label}
        data-day-key={`${date.year}-${date.month}-${date.day}`}
        data-selected={isSelected || undefined}
        data-focused={isFocused || undefined}
        data-pressed={isPressed || undefined}
        data-disabled={isDisabled || undefined}
        data-outside-month={isOutsideMonth || undefined}
        data-highlighted={isHighlighted || undefined}
        data-event-count={events.length}
        // Styled by its data attributes (.demo-day in src/styles/app.css).
        className="demo-day"
      >
        <span className="demo-day-number">{formattedDate}</span>
        {events.length > 0 && <EventChips events={shown} more={more} />}
      </div>
    </td>
  );
}, sameCell);

function EventChips({ events, more }: { events: ReturnType<typeof eventsOn>; more: number }) {
  const copy = useMessages("demo");
  const { locale } = useLocale();
  return (
    <span aria-hidden="true" className="flex min-w-0 flex-col gap-0.5">
      {/* Narrow grid: markers and a count. */}
      <span className="flex items-center gap-px @2xl:hidden" data-chip-dots="">
        {events.map((e) => (
          <CategoryMarker key={e.id} category={e.category} className="size-1.5 @xs:size-2" />
        ))}
        {more > 0 && (
          <span
            dir="ltr"
            data-text={new Intl.NumberFormat(locale, { signDisplay: "always" }).format(more)}
            className="text-[9px] leading-3 text-(--color-muted) before:content-[attr(data-text)]"
          />
        )}
      </span>
      {/* Wide grid: chips with marker and title. */}
      {events.map((e) => (
        <span
          key={e.id}
          data-chip=""
          className="hidden min-w-0 items-center gap-1 rounded-sm bg-(--color-surface-2) px-1 text-[11px] leading-4 text-(--color-text) @2xl:flex forced-colors:border forced-colors:border-[CanvasText]"
        >
          <CategoryMarker category={e.category} className="size-2" />
          <span
            data-text={copy.events[e.name]}
            className="truncate before:content-[attr(data-text)]"
          />
        </span>
      ))}
      {more > 0 && (
        <span
          data-more=""
          data-text={formatIcu(locale, copy.moreEvents, { count: more })}
          className="hidden text-[11px] leading-4 text-(--color-muted) before:content-[attr(data-text)] @2xl:block"
        />
      )}
    </span>
  );
}
