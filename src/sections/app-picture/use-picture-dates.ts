import { useMemo } from "react";
import { createDateFormatter, type DateFormatter } from "../../content/locales/format-dates";
import { usePageLocale } from "../../i18n/catalog";
import { intlLocale } from "../../i18n/locales";

/** The pictures' dates and times in the page's language (plain spaces: they hydrate). */
export function usePictureDates(): DateFormatter {
  const locale = usePageLocale();
  return useMemo(() => createDateFormatter(intlLocale(locale)), [locale]);
}
