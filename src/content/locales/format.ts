/**
 * Numbers, dates, units, lists and names in a locale, on the platform's
 * Intl: the values a page puts into its messages. The messages themselves,
 * their plurals and selects, are ICU MessageFormat, formatted by FormatJS
 * (src/i18n/message.ts, src/i18n/icu.ts; decision 009). Each locale's
 * folder creates its formatter once (`format.ts` beside its catalogs).
 */
import type { Figure } from "../site";

export interface FormatterOptions {
  /** "At least" for marketing figures: (formatted number) -> "75K+". */
  atLeast: (value: string) => string;
}

export interface Formatter {
  locale: string;
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
}

/** Intl objects are costly to create: make each on first use, once. */
function memo<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * The same, one per key (the options of a list, a unit or a currency): the
 * demo's day cells call `list` once each as they hydrate.
 */
function memoBy<K, T>(make: (key: K) => T): (key: K) => T {
  const made = new Map<string, T>();
  return (key) => {
    const id = JSON.stringify(key);
    let value = made.get(id);
    if (value === undefined) made.set(id, (value = make(key)));
    return value;
  };
}

const plainOptions: FormatterOptions = { atLeast: (v) => `${v}+` };

/**
 * A locale's formatter. Catalogs declare their language's "at least"
 * style; code that formats only numbers, dates and names may leave the
 * options out.
 */
export function createFormatter(
  locale: string,
  { atLeast }: FormatterOptions = plainOptions,
): Formatter {
  const numbers = memo(() => new Intl.NumberFormat(locale));
  const compact = memo(() => new Intl.NumberFormat(locale, { notation: "compact" }));
  const decimal = memo(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }));
  const longDate = memo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }),
  );
  const numbersWith = memoBy(
    (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
  );
  // Japanese "unit" lists are for measures and join with a bare space ("x64 ARM64");
  // the site's unit lists are names, which Japanese lists with 、 ("x64、ARM64").
  const japanese = new Intl.Locale(locale).language === "ja";
  const lists = memoBy(
    (type: Intl.ListFormatType) =>
      new Intl.ListFormat(locale, { type: japanese && type === "unit" ? "conjunction" : type }),
  );
  const regions = memo(() => new Intl.DisplayNames([locale], { type: "region" }));
  const number = (n: number, options?: Intl.NumberFormatOptions) =>
    (options ? numbersWith(options) : numbers()).format(n);

  return {
    locale,
    number,
    unit: (n, unit) => number(n, { style: "unit", unit }),
    list: (items, type = "conjunction") => lists(type).format(items),
    date(iso) {
      const [y = 1970, m = 1, d = 1] = iso.split("-").map(Number);
      return longDate().format(new Date(Date.UTC(y, m - 1, d)));
    },
    region: (code) => regions().of(code) ?? code,
    currency: (amount, currency) => number(amount, { style: "currency", currency }),
    figure({ value, atLeast: plus, outOf }) {
      if (plus) return atLeast(compact().format(value));
      const shown = Number.isInteger(value) ? number(value) : decimal().format(value);
      return outOf === undefined ? shown : `${shown}/${number(outOf)}`;
    },
  };
}
