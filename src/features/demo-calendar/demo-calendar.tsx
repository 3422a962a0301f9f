import { memo, useCallback, useDeferredValue, useId, useMemo, useState } from "react";
import type { CalendarDate } from "@internationalized/date";
import { useLocale } from "react-aria";
import { DEFAULT_VIEW, type DemoView } from "../../content/demo-calendar";
import { startTransitionUnlessReplayed } from "../../runtime/replay-input";
import { useMessages } from "../../i18n/catalog";
import { Button } from "../../components/ui/button";
import { demoStartDate } from "./calendar-dates";
import { DayPanel } from "./day-panel";
import { Legend } from "./legend";
import { MonthView } from "./month-view";
import { NAV_UNIT, useViewTitle } from "./use-view-title";
import { ViewSwitcher } from "./view-switcher";
import { WeekView } from "./week-view";
import { WindowFrame } from "./window-frame";
import { YearView } from "./year-view";

/**
 * The interactive demo: toolbar, Week/Month/Year panels, selected-day list and
 * legend. Paging, switching views and opening a month re-render a whole panel
 * (the month grid is most of it), so they run as transitions: the tap gets
 * its next frame at once and the panel follows (except for a tap replayed
 * after hydration, which the visitor has waited for: at once); updates are
 * functional, so rapid taps each count. Memoised: the section's re-render
 * right after hydration (useVisitorLocale) leaves it alone unless the
 * locale changes.
 */
export const DemoCalendar = memo(function DemoCalendar() {
  const { direction } = useLocale();
  const copy = useMessages("demo");
  const { productName } = useMessages("common");
  const [view, setView] = useState<DemoView>(DEFAULT_VIEW);
  const [focused, setFocused] = useState<CalendarDate>(demoStartDate);
  const [selected, setSelected] = useState<CalendarDate | null>(null);
  const [gridAutoFocus, setGridAutoFocus] = useState(false);
  // Paging outside Month view is announced here (react-aria announces months).
  const [pagedIn, setPagedIn] = useState<DemoView | null>(null);
  const titleFor = useViewTitle();
  const title = titleFor(view, focused);
  const idBase = useId();
  const ids = useCallback(
    (v: DemoView) => ({ tab: `${idBase}-tab-${v}`, panel: `${idBase}-panel-${v}` }),
    [idBase],
  );
  const showView = useCallback(
    (v: DemoView) =>
      startTransitionUnlessReplayed(() => {
        setGridAutoFocus(false);
        setPagedIn(null);
        setView(v);
      }),
    [],
  );
  const select = useCallback((date: CalendarDate) => {
    setSelected(date);
    setFocused(date);
  }, []);
  // The toolbar depends on the view and its title only: selecting a day in
  // the shown month renders the grid (its cells concerned) and not the
  // toolbar's buttons and tabs, nor the legend.
  const toolbar = useMemo(() => {
    const page = (step: 1 | -1) =>
      startTransitionUnlessReplayed(() => {
        setFocused((current) => current.add({ [NAV_UNIT[view]]: step }));
        setPagedIn(view === "month" ? null : view);
      });
    return (
      <div className="flex flex-wrap items-center gap-x-2 gap-y-2 border-b border-(--color-border) px-2 py-2 sm:px-3">
        <div className="flex items-center">
          <Button
            variant="quiet"
            size="icon"
            aria-label={copy.nav[view].previous}
            onPress={() => page(-1)}
          >
            <Chevron className="rotate-180 rtl:rotate-0" />
          </Button>
          <Button
            variant="quiet"
            size="icon"
            aria-label={copy.nav[view].next}
            onPress={() => page(1)}
          >
            <Chevron className="rtl:rotate-180" />
          </Button>
        </div>
        <p
          className="min-w-0 flex-1 basis-32 text-base font-semibold text-balance sm:text-lg"
          data-demo-title=""
        >
          {title}
        </p>
        <ViewSwitcher view={view} onChange={showView} ids={ids} />
      </div>
    );
  }, [copy, view, title, showView, ids]);
  const legend = useMemo(() => <Legend />, []);
  // The side panel (a day's events, or the whole month's) follows a frame
  // later: a tap repaints the cells it concerns first.
  const panelDay = useDeferredValue(selected);
  const panelFocus = useDeferredValue(focused);
  const panel = useMemo(
    () => <DayPanel selected={panelDay} month={panelFocus.set({ day: 1 })} />,
    [panelDay, panelFocus],
  );

  return (
    <WindowFrame title={productName}>
      <div dir={direction}>
        {toolbar}
        <p aria-live="polite" className="sr-only">
          {pagedIn === view ? title : ""}
        </p>
        <div className="grid grid-cols-1 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <div className="flex min-w-0 flex-col gap-3 p-2 sm:p-3">
            <div role="tabpanel" id={ids(view).panel} aria-labelledby={ids(view).tab}>
              {view === "month" && (
                <MonthView
                  focused={focused}
                  selected={selected}
                  onFocusChange={setFocused}
                  onSelect={select}
                  focusGridOnMount={gridAutoFocus}
                />
              )}
              {view === "week" && (
                <WeekView focused={focused} selected={selected} onSelect={select} />
              )}
              {view === "year" && (
                <YearView
                  focused={focused}
                  onOpenMonth={(month) =>
                    startTransitionUnlessReplayed(() => {
                      setFocused(
                        selected && selected.year === month.year && selected.month === month.month
                          ? selected
                          : month,
                      );
                      setGridAutoFocus(true);
                      setView("month");
                    })
                  }
                />
              )}
            </div>
            {legend}
          </div>
          <aside
            aria-label={copy.labels.selectedDay}
            className="border-t border-(--color-border) p-3 lg:border-s lg:border-t-0"
          >
            {panel}
          </aside>
        </div>
      </div>
    </WindowFrame>
  );
});

function Chevron({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      className={`size-4 ${className ?? ""}`}
    >
      <path
        d="M6 3.5 10.5 8 6 12.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
