import { focusVisibleRing } from "../lib/focus-ring";

export function SkipLink() {
  return (
    <a
      href="#main"
      className={`sr-only z-50 rounded-md bg-(--color-accent) px-4 py-2 font-medium text-(--color-on-accent) focus:not-sr-only focus:fixed focus:top-3 focus:left-3 ${focusVisibleRing}`}
    >
      Skip to main content
    </a>
  );
}
