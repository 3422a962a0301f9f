/**
 * Formatting for message catalogs, on the platform's Intl (no runtime i18n
 * library: see docs/decisions/009-internationalisation.md). Each locale's
 * folder creates its formatter once (`format.ts` beside its catalogs),
 * declaring the CLDR plural categories its messages give: a plural message
 * that lacks one of them fails `npm run typecheck`, and a unit test checks
 * the declaration against Intl.PluralRules.
 */
import type { CalendarDate } from "@internationalized/date";
import type { Figure } from "../site";

export type PluralCategory = Intl.LDMLPluralRule;

export interface FormatterOptions<C extends PluralCategory> {
  /** The cardinal plural categories of the language (CLDR), "other" included. */
  plurals: readonly C[];
  /** "At least" for marketing figures: (formatted number) -> "75K+". */
  atLeast: (value: string) => string;
}

export interface Formatter<C extends PluralCategory = PluralCategory> {
  locale: string;
  plurals: readonly C[];
  /** Pick the plural form of n; "#" in it becomes n, formatted. */
  plural: (n: number, forms: Record<C, string>) => string;
  number: (n: number, options?: Intl.NumberFormatOptions) => string;
  /** A unit such as megabytes: "50 MB", "50 Mo". */
  unit: (n: number, unit: string) => string;
  /** "A, B and C" in the language's own way. */
  list: (items: readonly string[], type?: Intl.ListFormatType) => string;
  /** An ISO date (YYYY-MM-DD) as a long date: "January 1, 2024", "1. Januar 2024". */
  date: (iso: string) => string;
  /** A region's name: "IL" -> "Israel", "ישראל". */
  region: (code: string) => string;
  /** A sum of money: (0, "USD") -> "$0.00", "0,00 $". */
  currency: (amount: number, currency: string) => string;
  /** A marketing figure of src/content/site.ts: "75K+", "4.9", "4.8/5". */
  figure: (figure: Figure) => string;
  /** A calendar day with Intl options: "March 2026", "Wed", "mercredi 11 mars" (plain spaces). */
  calendarDate: (date: CalendarDate, options: Intl.DateTimeFormatOptions) => string;
  /** A time of day in hours (9.5 = 9:30): "9:30 AM", "9:30"; options override hour and minute. */
  timeOfDay: (hours: number, options?: Intl.DateTimeFormatOptions) => string;
  /** A span between two times of day, in hours: "11:30 AM – 12:30 PM", "11:30–12:30 Uhr". */
  timeRange: (start: number, end: number) => string;
}

/** A message with placeholders in braces: fill("© {year}", { year: "2026" }) -> "© 2026". */
export function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Intl objects are costly to create: make each on first use, once. */
function memo<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * Intl's output with plain spaces. Engines differ in the spaces they put in
 * times and ranges (narrow no-break U+202F, thin U+2009, no-break U+00A0):
 * Node and Chromium disagree, and text that React hydrates in the browser
 * with what Node wrote must match it exactly (a mismatch is a hydration
 * error). The product pictures' dates and times go through this; the other
 * methods keep the language's typography (their text is not hydrated from
 * Intl in another engine).
 */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, " ");

/** A time of day (hours, 9.5 = 9:30) on some day, in UTC. */
const atHours = (hours: number) =>
  new Date(Date.UTC(1970, 0, 1, Math.floor(hours), Math.round((hours % 1) * 60)));

const plainOptions: FormatterOptions<"other"> = { plurals: ["other"], atLeast: (v) => `${v}+` };

/**
 * A locale's formatter. Catalogs declare their language's plural forms and
 * "at least" style; code that formats only numbers, dates and names may
 * leave the options out.
 */
export function createFormatter<C extends PluralCategory = "other">(
  locale: string,
  { plurals, atLeast }: FormatterOptions<C> = plainOptions as unknown as FormatterOptions<C>,
): Formatter<C> {
  const rules = memo(() => new Intl.PluralRules(locale));
  const numbers = memo(() => new Intl.NumberFormat(locale));
  const compact = memo(() => new Intl.NumberFormat(locale, { notation: "compact" }));
  const decimal = memo(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }));
  const longDate = memo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }),
  );
  // Dates and times in UTC, so that the server and the browser agree.
  const dateTimes = new Map<string, Intl.DateTimeFormat>();
  const dateTime = (options: Intl.DateTimeFormatOptions) => {
    const all = { ...options, timeZone: "UTC" };
    const key = JSON.stringify(all);
    let format = dateTimes.get(key);
    if (!format) dateTimes.set(key, (format = new Intl.DateTimeFormat(locale, all)));
    return format;
  };
  const clock = (options?: Intl.DateTimeFormatOptions) =>
    dateTime({ hour: "numeric", minute: "2-digit", ...options });
  const number = (n: number, options?: Intl.NumberFormatOptions) =>
    options ? new Intl.NumberFormat(locale, options).format(n) : numbers().format(n);

  return {
    locale,
    plurals,
    plural(n, forms) {
      const category = rules().select(n) as C;
      const form = forms[category] ?? (forms as Record<string, string>).other ?? "";
      return form.replaceAll("#", number(n));
    },
    number,
    unit: (n, unit) => number(n, { style: "unit", unit }),
    list: (items, type = "conjunction") => new Intl.ListFormat(locale, { type }).format(items),
    date(iso) {
      const [y = 1970, m = 1, d = 1] = iso.split("-").map(Number);
      return longDate().format(new Date(Date.UTC(y, m - 1, d)));
    },
    region: (code) => new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code,
    currency: (amount, currency) => number(amount, { style: "currency", currency }),
    figure({ value, atLeast: plus, outOf }) {
      if (plus) return atLeast(compact().format(value));
      const shown = Number.isInteger(value) ? number(value) : decimal().format(value);
      return outOf === undefined ? shown : `${shown}/${number(outOf)}`;
    },
    calendarDate: (date, options) => plainSpaces(dateTime(options).format(date.toDate("UTC"))),
    timeOfDay: (hours, options) => plainSpaces(clock(options).format(atHours(hours))),
    timeRange: (start, end) => plainSpaces(clock().formatRange(atHours(start), atHours(end))),
  };
}
