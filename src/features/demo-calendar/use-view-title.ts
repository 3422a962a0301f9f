import { startOfWeek, type CalendarDate } from "@internationalized/date";
import { useDateFormatter, useLocale } from "react-aria";
import type { DemoView } from "../../content/demo-calendar";
import { asUtcDate } from "./calendar-dates";

/** The toolbar title of a view ("September 2025", "Sep 21 – 27, 2025", "2025"), in the active locale. */
export function useViewTitle(): (view: DemoView, date: CalendarDate) => string {
  const { locale } = useLocale();
  const monthYear = useDateFormatter({ month: "long", year: "numeric", timeZone: "UTC" });
  const dayMonthYear = useDateFormatter({
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  const year = useDateFormatter({ year: "numeric", timeZone: "UTC" });
  return (view, date) => {
    if (view === "month") return monthYear.format(asUtcDate(date));
    if (view === "year") return year.format(asUtcDate(date));
    const start = startOfWeek(date, locale);
    return dayMonthYear.formatRange(asUtcDate(start), asUtcDate(start.add({ days: 6 })));
  };
}

export const NAV_UNIT: Record<DemoView, "weeks" | "months" | "years"> = {
  week: "weeks",
  month: "months",
  year: "years",
};
