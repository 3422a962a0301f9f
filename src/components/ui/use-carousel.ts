import { useCallback, useRef, useState, type TouchEvent } from "react";

/** i modulo n, always in 0..n-1 (previous from the first is the last). */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/** How far a touch must travel sideways, in CSS pixels, to count as a swipe. */
export const SWIPE_THRESHOLD = 40;

/**
 * The carousel's state: the current slide, a polite announcement of user
 * changes, and touch handlers for swiping (right to left, swiping right
 * brings the next slide). Functional updates keep rapid clicks exact (each
 * one moves one slide).
 */
export function useCarousel(count: number, describe: (index: number) => string, rtl = false) {
  // `changed` turns the live region on only after a visitor moves the carousel.
  const [{ index, changed }, setState] = useState({ index: 0, changed: false });
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const goTo = useCallback(
    (target: number | ((current: number) => number)) => {
      setState((current) => ({
        index: wrapIndex(typeof target === "function" ? target(current.index) : target, count),
        changed: true,
      }));
    },
    [count],
  );
  const previous = useCallback(() => goTo((i) => i - 1), [goTo]);
  const next = useCallback(() => goTo((i) => i + 1), [goTo]);

  const swipeHandlers = {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      touchStart.current =
        event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const start = touchStart.current;
      touchStart.current = null;
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0 !== rtl) next();
      else previous();
    },
    onTouchCancel() {
      touchStart.current = null;
    },
  };

  const announcement = changed ? describe(index) : "";
  return { index, announcement, goTo, previous, next, swipeHandlers };
}
