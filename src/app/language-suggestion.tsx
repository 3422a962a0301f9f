import { Suspense, lazy, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { loadMessages } from "../i18n/catalog";
import type { Messages } from "../content/locales/types";
import { defaultLocale } from "../i18n/locales";
import { alternatePath, matchPage } from "./routes";
import {
  readLanguageChoice,
  rememberLanguageChoice,
  suggestedLocale,
} from "../features/language/language-choice";

// The panel's code loads only for a visitor who gets a suggestion.
const loadPanel = () => import("./language-suggestion-panel");
const SuggestionPanel = lazy(loadPanel);

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
  const page = matchPage(useLocation().pathname);
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);

  useEffect(() => {
    const languages = Array.isArray(navigator.languages) ? navigator.languages : [];
    const locale = suggestedLocale(languages, readLanguageChoice());
    if (!locale) return;
    let live = true;
    // That language's words and the panel load only now, for this visitor.
    Promise.all([loadMessages(locale, "common"), loadPanel()]).then(
      ([common]) => live && setSuggestion({ locale, words: common.suggestion }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  // The page keeps its end and focused elements clear of the floating panel
  // (app.css). An attribute on the root, not html:has(): a :has() over the
  // whole document is re-checked on every change anywhere in it, and made
  // each section's hydration restyle and lay out the whole page.
  useEffect(() => {
    if (!suggestion) return;
    const root = document.documentElement;
    root.setAttribute("data-suggesting-language", "");
    return () => root.removeAttribute("data-suggesting-language");
  }, [suggestion]);

  const dismiss = () => {
    rememberLanguageChoice(defaultLocale);
    setSuggestion(null);
  };

  return (
    <div aria-live="polite" data-language-suggestion="">
      {suggestion && (
        <Suspense fallback={null}>
          <SuggestionPanel
            locale={suggestion.locale}
            words={suggestion.words}
            href={alternatePath(page, suggestion.locale)}
            onDismiss={dismiss}
          />
        </Suspense>
      )}
    </div>
  );
}
