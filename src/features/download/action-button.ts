import { focusVisibleRing } from "../../lib/focus-ring";

/**
 * Plain <button> styles for the download journey's actions (copy, share,
 * remind). Native buttons, not react-aria's: these ship in the start-up
 * bundle, which stays free of react-aria-components (decision 002). The label
 * wraps between its words; where the icon and the label's longest word do not
 * fit on one line (large text on a phone), the label moves under the icon.
 */
const base = `inline-flex min-h-11 max-w-full flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-md px-[min(0.875rem,4.375vw)] py-1 text-center text-sm font-semibold color-transition forced-colors:border forced-colors:border-[ButtonBorder] ${focusVisibleRing}`;

export const actionButton = {
  primary: `${base} bg-(--color-accent) text-(--color-on-accent) hover:bg-(--color-accent-hover)`,
  secondary: `${base} border border-(--color-border) bg-(--color-surface) text-(--color-text) hover:bg-(--color-surface-2)`,
} as const;
