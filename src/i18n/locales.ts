/**
 * The site's locales and their URLs. A locale is a folder of message
 * catalogs under src/content/locales/ (its name is the BCP 47 language tag):
 * adding a folder adds a language, with nothing else to configure. English
 * is the source and lives at the spec's routes; every other locale lives
 * under a prefix (/he/, /he/privacy, ...).
 */

/** The source language: unprefixed URLs, x-default, the fallback for unknown prefixes. */
export const defaultLocale = "en";

/**
 * The pseudo-locale (accented, 40 % longer text, see pseudo.ts): only in
 * development builds, never in a production build, the picker or hreflang.
 */
export const pseudoLocale = "en-XA";
export const pseudoEnabled: boolean =
  import.meta.env.DEV || import.meta.env.VITE_PSEUDO_LOCALE === "1";

// Only the keys are used: the folders that hold a common.ts.
const folders = Object.keys(import.meta.glob("../content/locales/*/common.ts")).map(
  (file) => file.split("/").at(-2) ?? "",
);

/** The real locales, sorted by tag (the picker's order): de, en, es, fr, he. */
export const publicLocales: readonly string[] = folders.toSorted();

/** Every locale a page can be in, the pseudo-locale included where enabled. */
export const locales: readonly string[] = pseudoEnabled
  ? [...publicLocales, pseudoLocale]
  : publicLocales;

/**
 * The real locale under a page's: its own, except the pseudo-locale's, which
 * is English underneath. Its words are made from the English ones
 * (pseudo.ts), and it formats as English (its region "XA" is not real, and
 * engines disagree on its first day of the week).
 */
function realLocale(locale: string): string {
  return locale === pseudoLocale ? defaultLocale : locale;
}

/** The locale Intl formats a page's dates and numbers in. */
export const intlLocale = realLocale;

/** The locale whose message catalogs a page loads (and whose words the build lists). */
export const catalogLocale = realLocale;

/** The URL prefix segment of a locale: its tag in lower case ("he", "en-xa"). */
const prefixOf = (locale: string) => locale.toLowerCase();
const byPrefix = new Map(locales.map((locale) => [prefixOf(locale), locale]));

export function isLocale(value: unknown): value is string {
  return typeof value === "string" && locales.includes(value);
}

// Languages written right to left (their ISO 639 codes), as react-aria lists them.
const rtlLanguages = new Set(
  "ae ar arc bcc bqi ckb dv fa glk he ku mzn nqo pnb ps sd ug ur yi".split(" "),
);

export function directionOf(locale: string): "ltr" | "rtl" {
  const language = locale.split("-")[0]?.toLowerCase() ?? "";
  return rtlLanguages.has(language) ? "rtl" : "ltr";
}

/** The language's name in itself, as a picker shows it: "English", "עברית", "Español". */
export function nativeName(locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * The locale of a path and the path without its prefix: "/he/privacy" ->
 * he, "/privacy". Matching is exact (the server redirects /HE/ to /he/);
 * an unknown prefix is an English path (of the English 404 page).
 */
export function splitLocale(pathname: string): { locale: string; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = match?.[1] ? byPrefix.get(match[1]) : undefined;
  if (locale && locale !== defaultLocale && match) return { locale, path: match[2] ?? "/" };
  return { locale: defaultLocale, path: pathname };
}

/**
 * A path of the English site in a locale: ("he", "/privacy") -> "/he/privacy",
 * ("he", "/") -> "/he/", ("he", "/#features") -> "/he/#features".
 */
export function localizePath(locale: string, path: string): string {
  if (locale === defaultLocale || !path.startsWith("/")) return path;
  return `/${prefixOf(locale)}${path}`;
}

/** Where a locale's pages are written in the build: "privacy.html" -> "he/privacy.html". */
export function localizeFile(locale: string, file: string): string {
  return locale === defaultLocale ? file : `${prefixOf(locale)}/${file}`;
}
