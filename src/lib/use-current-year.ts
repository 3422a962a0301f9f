import { useSyncExternalStore } from "react";

/** The year the page was built; the prerendered HTML shows it until hydration. */
export const BUILD_YEAR: number = Number(import.meta.env?.VITE_BUILD_YEAR) || 2026;

const subscribe = () => () => {};

/**
 * The visitor's current year. The server snapshot is the build year so the
 * prerendered HTML hydrates without a mismatch; React then re-renders with
 * the visitor's clock.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
