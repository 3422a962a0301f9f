import type { CalendarDate, DateValue } from "@internationalized/date";
import { useCalendar, useCalendarGrid, useLocale } from "react-aria";
import { useCalendarState } from "react-stately";
import { WEEKS_IN_GRID } from "../../content/demo-calendar";
import { toGregorian } from "./calendar-dates";
import { calendarSetKey, useCreateCalendar, type CreateCalendar } from "./calendar-systems";
import { DayCell, cellStatus } from "./day-cell";

export interface MonthViewProps {
  focused: CalendarDate;
  selected: CalendarDate | null;
  onFocusChange: (date: CalendarDate) => void;
  onSelect: (date: CalendarDate) => void;
  /** Focus the grid on mount: only after the visitor picks a month in Year view. */
  focusGridOnMount?: boolean;
}

/**
 * The 42-cell month grid, on react-aria's calendar hooks (keyboard per the
 * APG date grid; the month announced after paging, the day after selecting)
 * with our own cells. Hooks rather than RAC's Calendar, which wraps the grid
 * in role="application" and adds a hidden second-level heading and a hidden
 * "Next" button: a screen reader heard the month six times in a row and a
 * stray "Next" after the grid. The grid is named by the month ("September
 * 2025"). Controlled, so the toolbar and the other views share its month and
 * selection.
 */
export function MonthView(props: MonthViewProps) {
  const { locale } = useLocale();
  const createCalendar = useCreateCalendar(locale);
  // A new set of calendar systems (the visitor's arrives later) starts a new
  // grid: react-stately would otherwise convert its dates while rendering.
  return (
    <MonthGrid key={calendarSetKey(createCalendar)} {...props} createCalendar={createCalendar} />
  );
}

function MonthGrid({
  focused,
  selected,
  onFocusChange,
  onSelect,
  focusGridOnMount,
  createCalendar,
}: MonthViewProps & { createCalendar: CreateCalendar }) {
  const { locale } = useLocale();
  const props = {
    focusedValue: focused,
    onFocusChange: (date: DateValue) => onFocusChange(toGregorian(date)),
    value: selected,
    onChange: (date: DateValue) => onSelect(toGregorian(date)),
    weeksInMonth: WEEKS_IN_GRID,
    // The Year view panel (and the focused month button) unmounts when a
    // month is chosen; focus follows to that month's grid instead of the body.
    autoFocus: focusGridOnMount,
  };
  const state = useCalendarState({ ...props, locale, createCalendar });
  useCalendar(props, state); // the announcements; its wrapper props are not rendered
  const { gridProps, headerProps, weekDays, weeksInMonth } = useCalendarGrid(
    { weekdayStyle: "short" },
    state,
  );

  return (
    // With larger text, seven columns no longer fit a phone: the grid keeps a
    // minimum width and scrolls sideways inside the window (a two-dimensional
    // table, the exception of WCAG 1.4.10) rather than cut its day numbers.
    // The minimum is 240 px at 100 % text (what a 320 px screen has room for)
    // and grows a little faster than the text (17 rem − 32 px: 512 px at
    // 200 %), so that wide weekday names ("יום א׳") stay apart. The padding
    // keeps the edge cells' focus rings inside the scroll box.
    <div className="@container -m-1 overflow-x-auto p-1">
      <table
        {...gridProps}
        className="w-full min-w-[max(15rem,calc(17rem-32px))] table-fixed border-separate border-spacing-0"
      >
        <thead {...headerProps}>
          <tr>
            {weekDays.map((day, i) => (
              <th key={i} className="pb-1 text-xs font-semibold text-(--color-muted) uppercase">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: weeksInMonth }, (_, week) => (
            <tr key={week}>
              {state
                .getDatesInWeek(week)
                .map((date, i) =>
                  date ? (
                    <DayCell key={i} state={state} date={date} {...cellStatus(state, date)} />
                  ) : (
                    <td key={i} />
                  ),
                )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
