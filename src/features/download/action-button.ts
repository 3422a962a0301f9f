import { focusVisibleRing } from "../../lib/focus-ring";

/**
 * Plain <button> styles for the download journey's actions (copy, share,
 * remind). Native buttons, not react-aria's: these ship in the start-up
 * bundle, which stays free of react-aria-components (decision 002). The label
 * wraps, long words too, when large text leaves less than a line for it.
 */
const base = `inline-flex min-h-11 max-w-full items-center justify-center gap-2 rounded-md px-3.5 text-sm font-semibold [overflow-wrap:anywhere] color-transition forced-colors:border forced-colors:border-[ButtonBorder] ${focusVisibleRing}`;

export const actionButton = {
  primary: `${base} bg-(--color-accent) text-(--color-on-accent) hover:bg-(--color-accent-hover)`,
  secondary: `${base} border border-(--color-border) bg-(--color-surface) text-(--color-text) hover:bg-(--color-surface-2)`,
} as const;
