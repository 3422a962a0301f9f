import { useRef, type KeyboardEvent } from "react";

/**
 * The keyboard of a WAI-ARIA APG tablist with automatic activation: the
 * arrow keys select and focus the previous or next tab (wrapping, and
 * mirrored right to left), Home and End the first and last. Each tab takes
 * `ref={tabRef(i)}` and `onKeyDown`; only the selected tab has tabIndex 0.
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
    const moves: Record<string, number> = {
      [forward]: selected + 1,
      [back]: selected - 1,
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
