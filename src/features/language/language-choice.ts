/**
 * The visitor's explicit language choice and the one suggestion we may make.
 * A choice is made by following a link of the language picker (or of the
 * suggestion, or dismissing it); it is stored in localStorage["language"].
 * Nothing here ever redirects: the suggestion is a link the visitor may
 * follow or dismiss.
 */
import { defaultLocale, publicLocales } from "../../i18n/locales";

export const LANGUAGE_STORAGE_KEY = "language";

/** The stored choice, if it is one of our locales; anything else counts as none. */
export function readLanguageChoice(): string | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return value !== null && publicLocales.includes(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguageChoice(locale: string): void {
  if (!publicLocales.includes(locale)) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private mode or storage disabled: the choice is not remembered.
  }
}

/**
 * The locale to suggest on an English page, or null: the first of the
 * browser's languages that we have, unless it is English (the visitor
 * reads English first) or the visitor has already chosen a language.
 * Invalid tags are skipped; an empty list suggests nothing.
 */
export function suggestedLocale(
  languages: readonly string[],
  choice: string | null,
): string | null {
  if (choice !== null) return choice === defaultLocale ? null : choice;
  for (const tag of languages) {
    let language: string;
    try {
      language = new Intl.Locale(tag).language;
    } catch {
      continue; // not a language tag
    }
    if (language === defaultLocale) return null;
    if (publicLocales.includes(language)) return language;
  }
  return null;
}
