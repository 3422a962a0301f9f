import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { GlobeIcon } from "../components/ui/icons";
import { focusVisibleRing } from "../lib/focus-ring";
import { loadMessages, useMessages } from "../i18n/catalog";
import type { Messages } from "../content/locales/types";
import { defaultLocale, directionOf } from "../i18n/locales";
import { alternatePath, matchPage } from "./routes";
import {
  readLanguageChoice,
  rememberLanguageChoice,
  suggestedLocale,
} from "../features/language/language-choice";

interface Suggestion {
  locale: string;
  words: Messages<"common">["suggestion"];
}

/**
 * On an English page, when the browser prefers a language we have (or the
 * visitor chose one before): a polite, dismissible suggestion to read the
 * page in it, written in that language. Never a redirect. It floats at the
 * bottom of the window (no layout shift), inside a live region that is in
 * the page from the start, so screen readers announce it without moving
 * focus. Following it or dismissing it is remembered as a choice.
 */
export function LanguageSuggestion() {
  const { suggestion: own } = useMessages("common");
  const page = matchPage(useLocation().pathname);
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);

  useEffect(() => {
    const languages = Array.isArray(navigator.languages) ? navigator.languages : [];
    const locale = suggestedLocale(languages, readLanguageChoice());
    if (!locale) return;
    let live = true;
    // That language's words load only now, for this visitor.
    loadMessages(locale, "common").then(
      (common) => live && setSuggestion({ locale, words: common.suggestion }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  const dismiss = () => {
    rememberLanguageChoice(defaultLocale);
    setSuggestion(null);
  };

  return (
    <div aria-live="polite" data-language-suggestion="">
      {suggestion && (
        <section
          aria-label={own.label}
          className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-xl flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-(--color-border) bg-(--color-surface) p-3 ps-4 text-sm shadow-(--shadow-window) forced-colors:border-[CanvasText]"
        >
          <GlobeIcon className="size-5 shrink-0 text-(--color-accent)" />
          <p
            lang={suggestion.locale}
            dir={directionOf(suggestion.locale)}
            className="min-w-0 flex-1 basis-48"
          >
            {suggestion.words.text}{" "}
            <a
              href={alternatePath(page, suggestion.locale)}
              hrefLang={suggestion.locale}
              onClick={() => rememberLanguageChoice(suggestion.locale)}
              className={`rounded-sm font-semibold text-(--color-accent) underline underline-offset-3 hover:text-(--color-accent-hover) ${focusVisibleRing}`}
            >
              {suggestion.words.action}
            </a>
          </p>
          {/* A native button: react-aria stays out of the start-up bundle (decision 002). */}
          <button
            type="button"
            onClick={dismiss}
            className={`min-h-9 rounded-md px-3 font-medium text-(--color-text) hover:bg-(--color-surface-2) forced-colors:border forced-colors:border-[ButtonBorder] ${focusVisibleRing}`}
          >
            {own.dismiss}
          </button>
        </section>
      )}
    </div>
  );
}
