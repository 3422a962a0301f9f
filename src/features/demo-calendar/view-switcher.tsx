import { useLocale } from "react-aria";
import { VIEWS, type DemoView } from "../../content/demo-calendar";
import { useMessages } from "../../i18n/catalog";
import { useTabKeys } from "../../components/ui/use-tab-keys";
import { focusVisibleRing } from "../../lib/focus-ring";

export interface ViewSwitcherProps {
  view: DemoView;
  onChange: (view: DemoView) => void;
  /** The id of a view's tab and of its panel (DemoCalendar renders the panel). */
  ids: (view: DemoView) => { tab: string; panel: string };
}

const tab = [
  // Equal widths on phones; a tab never narrower than its word (flex-1 alone let
  // the row squeeze "Week" to "Wee/k"), so with larger text the tabs wrap onto a
  // second row; only a word wider than the whole row (the pseudo-locale) breaks.
  // From sm up each tab keeps its word's width.
  `flex min-h-9 min-w-fit flex-1 cursor-default items-center justify-center rounded-sm px-1.5 text-center text-sm font-medium [overflow-wrap:anywhere] text-(--color-muted) sm:flex-none sm:px-3 ${focusVisibleRing}`,
  "color-transition hover:text-(--color-text)",
  "aria-selected:bg-(--color-surface) aria-selected:text-(--color-text) aria-selected:shadow-card",
  // No backplate in forced colors, so HighlightText shows on Highlight.
  "forced-colors:bg-[ButtonFace] forced-colors:text-[ButtonText] forced-colors:forced-color-adjust-none",
  "forced-colors:aria-selected:bg-[Highlight] forced-colors:aria-selected:text-[HighlightText]",
].join(" ");

/**
 * Week / Month / Year as an APG tablist (arrow keys move and select). Our
 * own markup rather than RAC's Tabs: RAC renders every tab with tabindex -1
 * on the server (it picks the tab stop in an effect), so before hydration
 * the Tab key could not reach the tablist. Here the selected tab is the tab
 * stop in the prerendered HTML too.
 */
export function ViewSwitcher({ view, onChange, ids }: ViewSwitcherProps) {
  const { direction } = useLocale();
  const copy = useMessages("demo");
  const selected = VIEWS.indexOf(view);
  const { onKeyDown, tabRef } = useTabKeys(
    VIEWS.length,
    selected,
    (index) => onChange(VIEWS[index] ?? view),
    direction,
  );
  return (
    <div
      role="tablist"
      aria-label={copy.labels.viewSwitcher}
      className="flex w-full flex-wrap gap-0.5 rounded-md bg-(--color-surface-2) p-0.5 sm:w-auto forced-colors:border forced-colors:border-[ButtonBorder]"
    >
      {VIEWS.map((v, i) => {
        const isSelected = v === view;
        return (
          <button
            key={v}
            ref={tabRef(i)}
            type="button"
            role="tab"
            id={ids(v).tab}
            aria-selected={isSelected}
            // Only the shown panel exists, so only its tab points to it.
            aria-controls={isSelected ? ids(v).panel : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(v)}
            onKeyDown={onKeyDown}
            className={tab}
          >
            {copy.views[v]}
          </button>
        );
      })}
    </div>
  );
}
