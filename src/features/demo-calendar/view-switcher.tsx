import { Tab, TabList } from "react-aria-components";
import { tv } from "tailwind-variants/lite";
import { VIEWS } from "../../content/demo-calendar";
import { useMessages } from "../../i18n/catalog";
import { focusRing } from "../../components/ui/focus-ring";

const tab = tv({
  extend: focusRing,
  base: [
    "flex min-h-9 min-w-0 flex-1 cursor-default items-center justify-center rounded-sm px-1.5 text-center text-sm font-medium [overflow-wrap:anywhere] text-(--color-muted) sm:px-3",
    "transition-colors duration-150 hover:text-(--color-text) motion-reduce:transition-none",
    "selected:bg-(--color-surface) selected:text-(--color-text) selected:shadow-card",
    // No backplate in forced colors, so HighlightText shows on Highlight.
    "forced-colors:bg-[ButtonFace] forced-colors:text-[ButtonText] forced-colors:forced-color-adjust-none",
    "forced-colors:selected:bg-[Highlight] forced-colors:selected:text-[HighlightText]",
  ],
});

/** Week / Month / Year as APG tabs (arrow keys move and activate). */
export function ViewSwitcher() {
  const copy = useMessages("demo");
  return (
    <TabList
      aria-label={copy.labels.viewSwitcher}
      className="flex w-full gap-0.5 rounded-md bg-(--color-surface-2) p-0.5 sm:w-auto forced-colors:border forced-colors:border-[ButtonBorder]"
    >
      {VIEWS.map((v) => (
        <Tab key={v} id={v} className={(rp) => tab(rp)}>
          {copy.views[v]}
        </Tab>
      ))}
    </TabList>
  );
}
