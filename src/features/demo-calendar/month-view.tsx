import type { CalendarDate } from "@internationalized/date";
import {
  Calendar,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
} from "react-aria-components";
import { WEEKS_IN_GRID } from "../../content/demo-calendar";
import { useMessages } from "../../i18n/catalog";
import { toGregorian } from "./calendar-dates";
import { DayCell } from "./day-cell";

export interface MonthViewProps {
  focused: CalendarDate;
  selected: CalendarDate | null;
  onFocusChange: (date: CalendarDate) => void;
  onSelect: (date: CalendarDate) => void;
  /** Focus the grid on mount: only after the visitor picks a month in Year view. */
  focusGridOnMount?: boolean;
}

/**
 * The 42-cell month grid: RAC Calendar (keyboard per the APG date grid, the
 * month announced after paging) with our own cells. Controlled, so the
 * toolbar and the other views share its month and selection.
 */
export function MonthView({
  focused,
  selected,
  onFocusChange,
  onSelect,
  focusGridOnMount,
}: MonthViewProps) {
  const copy = useMessages("demo");
  return (
    <Calendar
      aria-label={copy.labels.calendar}
      focusedValue={focused}
      onFocusChange={(date) => onFocusChange(toGregorian(date))}
      value={selected}
      onChange={(date) => onSelect(toGregorian(date))}
      weeksInMonth={WEEKS_IN_GRID}
      // The Year view panel (and the focused month button) unmounts when a
      // month is chosen; focus follows to that month's grid instead of the body.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusGridOnMount}
      className="@container"
    >
      <CalendarGrid
        weekdayStyle="short"
        className="w-full table-fixed border-separate border-spacing-0"
      >
        <CalendarGridHeader>
          {(day) => (
            <CalendarHeaderCell className="pb-1 text-xs font-semibold text-(--color-muted) uppercase">
              {day}
            </CalendarHeaderCell>
          )}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <DayCell date={date} />}</CalendarGridBody>
      </CalendarGrid>
    </Calendar>
  );
}
