/**
 * A catalog message as a page shows it, for the browser tests, which import
 * the catalogs' sources (ICU MessageFormat, decision 009) rather than the
 * build's precompiled copies: icu("Copy the SHA-256 checksum of {file}", { file }).
 */
import { IntlMessageFormat } from "intl-messageformat";

export function icu(
  message: string,
  values: Record<string, string | number> = {},
  locale = "en",
): string {
  return String(
    new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).format(values),
  );
}
