import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The site's locales, as the build finds them: one folder each under
 * src/content/locales/ (English is the source and has no URL prefix).
 */
export const locales = readdirSync(path.resolve(import.meta.dirname, "../../src/content/locales"), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .toSorted();
export const defaultLocale = "en";
export const translations = locales.filter((locale) => locale !== defaultLocale);

/** The locale of a path: "/he/privacy" -> "he"; anything without a locale prefix is English. */
export function localeOf(pathname: string): string {
  const first = pathname.split("/")[1] ?? "";
  return translations.includes(first) ? first : defaultLocale;
}

/** An English path in a locale: ("he", "/privacy") -> "/he/privacy". */
export function inLocale(locale: string, pathname: string): string {
  return locale === defaultLocale ? pathname : `/${locale}${pathname}`;
}

export const rtl = new Set(["he"]);
