import { GlobeIcon } from "../components/ui/icons";
import type { Messages } from "../content/locales/types";
import { useMessages } from "../i18n/catalog";
import { directionOf } from "../i18n/locales";
import { focusVisibleRing } from "../lib/focus-ring";
import { rememberLanguageChoice } from "../features/language/language-choice";

export interface SuggestionPanelProps {
  locale: string;
  words: Messages<"common">["suggestion"];
  /** The page in the suggested language. */
  href: string;
  onDismiss: () => void;
}

/**
 * The suggestion itself (language-suggestion.tsx): loaded only for the
 * visitors who get one, so the start-up bundle carries the decision, not
 * the panel.
 */
export default function SuggestionPanel({ locale, words, href, onDismiss }: SuggestionPanelProps) {
  const own = useMessages("common").suggestion;
  return (
    <section
      aria-label={own.label}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-xl flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-(--color-border) bg-(--color-surface) p-3 ps-4 text-sm shadow-(--shadow-window) forced-colors:border-[CanvasText]"
    >
      <GlobeIcon className="size-5 text-(--color-accent)" />
      <p lang={locale} dir={directionOf(locale)} className="min-w-0 flex-1 basis-48">
        {words.text}{" "}
        <a
          href={href}
          hrefLang={locale}
          onClick={() => rememberLanguageChoice(locale)}
          className={`rounded-sm font-semibold text-(--color-accent) underline underline-offset-3 hover:text-(--color-accent-hover) ${focusVisibleRing}`}
        >
          {words.action}
        </a>
      </p>
      {/* A native button: react-aria stays out of the start-up bundle (decision 002). */}
      <button
        type="button"
        onClick={onDismiss}
        className={`min-h-9 rounded-md px-3 font-medium text-(--color-text) hover:bg-(--color-surface-2) forced-colors:border forced-colors:border-[ButtonBorder] ${focusVisibleRing}`}
      >
        {own.dismiss}
      </button>
    </section>
  );
}
