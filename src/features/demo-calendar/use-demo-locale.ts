import { useSyncExternalStore } from "react";

/**
 * The demo's locale: the page's language, with the visitor's region and
 * calendar preferences (first day of the week, date formats, calendar
 * system): "en" + a browser in he-IL -> "en-IL"; "he" + en-US -> "he-US".
 * A browser language that is the page's own keeps its variant ("en-GB").
 * Invalid tags are skipped; with none usable, the page's locale as it is.
 * A result that is only the page language's default region ("en-US" on an
 * English page, "de-DE" on a German one; the same formats, weeks and words)
 * is the page's locale itself: the demo then keeps the locale it hydrated
 * with instead of rendering its 42 cells again.
 */
export function demoLocale(pageLocale: string, languages: readonly string[]): string {
  const chosen = visitorLocale(pageLocale, languages);
  if (chosen === pageLocale) return pageLocale;
  const locale = new Intl.Locale(chosen);
  // Extensions (calendar, hour cycle) differ from the page's by definition.
  const same =
    locale.baseName === locale.toString() &&
    locale.maximize().toString() === new Intl.Locale(pageLocale).maximize().toString();
  return same ? pageLocale : chosen;
}

function visitorLocale(pageLocale: string, languages: readonly string[]): string {
  const page = new Intl.Locale(pageLocale);
  for (const tag of languages) {
    let visitor: Intl.Locale;
    try {
      visitor = new Intl.Locale(tag);
    } catch {
      continue; // not a language tag: try the next one
    }
    if (visitor.language === page.language && !page.region) return visitor.toString();
    const { region } = visitor.maximize();
    if (!region) return pageLocale;
    return new Intl.Locale(page.baseName, {
      region,
      ...(visitor.calendar ? { calendar: visitor.calendar } : {}),
      ...(visitor.hourCycle ? { hourCycle: visitor.hourCycle } : {}),
    }).toString();
  }
  return pageLocale;
}

const subscribe = (onChange: () => void) => {
  window.addEventListener("languagechange", onChange);
  return () => window.removeEventListener("languagechange", onChange);
};
const browserLanguages = (): readonly string[] =>
  Array.isArray(navigator.languages) && navigator.languages.length > 0
    ? navigator.languages
    : [navigator.language].filter(Boolean);
const noop = () => () => {};

/**
 * The page's locale during prerender and hydration (React uses the server
 * snapshot while hydrating, so no mismatch), then the demo's locale.
 * `ready` turns true once the section runs in the browser (tests wait on it).
 */
export function useDemoLocale(pageLocale: string): { locale: string; ready: boolean } {
  const locale = useSyncExternalStore(
    subscribe,
    () => demoLocale(pageLocale, browserLanguages()),
    () => pageLocale,
  );
  const ready = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  return { locale, ready };
}
