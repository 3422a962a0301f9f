import { useSyncExternalStore } from "react";

/** The locale the page is prerendered in; the first client render must match it. */
export const PRERENDER_LOCALE = "en-US";

/** The visitor's first supported language, or null when there is none. */
export function visitorLocale(languages: readonly string[]): string | null {
  for (const tag of languages) {
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf([tag]);
      if (supported) return tag;
    } catch {
      // An invalid tag: try the next one.
    }
  }
  return null;
}

const subscribe = (onChange: () => void) => {
  window.addEventListener("languagechange", onChange);
  return () => window.removeEventListener("languagechange", onChange);
};
const clientLocale = () =>
  visitorLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language]) ??
  PRERENDER_LOCALE;
const serverLocale = () => PRERENDER_LOCALE;
const noop = () => () => {};

/**
 * en-US during prerender and hydration (React uses the server snapshot while
 * hydrating, so no mismatch), then the visitor's locale. `ready` turns true
 * once the section runs in the browser (tests wait on it).
 */
export function useVisitorLocale(): { locale: string; ready: boolean } {
  const locale = useSyncExternalStore(subscribe, clientLocale, serverLocale);
  const ready = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  return { locale, ready };
}
