import { useRef, type KeyboardEvent } from "react";

/**
 * The keyboard of a WAI-ARIA APG tablist with automatic activation: the
 * arrow keys select and focus the previous or next tab (wrapping, and
 * mirrored right to left), Home and End the first and last. Each tab takes
 * `ref={tabRef(i)}` and `onKeyDown`; only the selected tab has tabIndex 0.
 * Keys move from the tab that has focus, which is the selected one unless a
 * selection is still rendering (a transition): rapid presses each count.
 */
export function useTabKeys(
  count: number,
  selected: number,
  select: (index: number) => void,
  direction: "ltr" | "rtl" = "ltr",
) {
  const tabs = useRef<(HTMLElement | null)[]>([]);
  const forward = direction === "rtl" ? "ArrowLeft" : "ArrowRight";
  const back = direction === "rtl" ? "ArrowRight" : "ArrowLeft";

  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.current.indexOf(event.currentTarget as HTMLElement);
    const from = at < 0 ? selected : at;
    const moves: Record<string, number> = {
      [forward]: from + 1,
      [back]: from - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const wrapped = (target + count) % count;
    select(wrapped);
    tabs.current[wrapped]?.focus();
  };

  const tabRef = (index: number) => (node: HTMLElement | null) => {
    tabs.current[index] = node;
  };

  return { onKeyDown, tabRef };
}
