import { useEffect, useState } from "react";

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

/**
 * en-US during prerender and hydration (no mismatch), then the visitor's
 * locale once mounted. `ready` turns true after hydration (tests wait on it).
 */
export function useVisitorLocale(): { locale: string; ready: boolean } {
  const [state, setState] = useState({ locale: PRERENDER_LOCALE, ready: false });
  useEffect(() => {
    const found = visitorLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
    setState({ locale: found ?? PRERENDER_LOCALE, ready: true });
  }, []);
  return state;
}
