import { focusVisibleRing } from "../lib/focus-ring";
import { useMessages } from "../i18n/catalog";

export function SkipLink() {
  const { skipLink } = useMessages("common");
  return (
    <a
      href="#main"
      className={`sr-only z-50 rounded-md bg-(--color-accent) px-4 py-2 font-medium text-(--color-on-accent) focus:not-sr-only focus:fixed focus:start-3 focus:top-3 ${focusVisibleRing}`}
    >
      {skipLink}
    </a>
  );
}
