import type { ReactNode } from "react";
import { startOfWeek, type CalendarDate } from "@internationalized/date";
import {
  categoryIds,
  categoryTones,
  today,
  type CategoryId,
  type Tone,
} from "../../content/app-picture-samples";
import { AppIcon } from "../../components/ui/app-icon";
import { BellIcon, ChevronLeftIcon, ChevronRightIcon } from "../../components/ui/section-icons";

/*
 * The parts of the product pictures (the hero's and the slides'): the app's
 * window, its view switcher, event chips, the calendar list and the reminder
 * card, drawn with the site's tokens. Decorative: each picture is
 * aria-hidden and holds nothing focusable; its words come from the catalog
 * of the section that draws it (hero-picture, showcase), passed in as props.
 * Repeated cells have one class each, styled in src/styles/app.css (.pic-*);
 * grid placements are in grid.ts, the sample data in
 * src/content/app-picture-samples.ts.
 */

export type ViewId = "day" | "week" | "month" | "year";
const viewIds: readonly ViewId[] = ["day", "week", "month", "year"];

/** The date formats of the pictures (Intl options, for calendarDate and timeOfDay of content/locales/format-dates.ts). */
export const dateFormats = {
  narrowWeekday: { weekday: "narrow" },
  shortWeekday: { weekday: "short" },
  longDay: { weekday: "long", month: "long", day: "numeric" },
  monthYear: { month: "long", year: "numeric" },
  shortMonth: { month: "short" },
  year: { year: "numeric" },
  hour: { hour: "numeric", minute: undefined },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The seven days of the sample week, from the locale's first day of the week. */
export function weekOf(locale: string, date: CalendarDate = today): CalendarDate[] {
  const first = startOfWeek(date, locale);
  return Array.from({ length: 7 }, (_, i) => first.add({ days: i }));
}

export interface AppWindowProps {
  appName: string;
  views: Record<ViewId, string>;
  /** The view selected in the switcher (none: a settings page). */
  view?: ViewId;
  children: ReactNode;
  className?: string;
}

/** The app's window: title bar (icon, name, view switcher, window buttons) and its content. */
export function AppWindow({ appName, views, view, children, className = "" }: AppWindowProps) {
  return (
    <div className={`pic-window ${className}`}>
      <div className="pic-titlebar">
        <AppIcon className="size-4" />
        <span className="min-w-0 flex-1 truncate font-semibold">{appName}</span>
        <span className="pic-switcher">
          {viewIds.map((id) => (
            <span key={id} data-selected={id === view || undefined}>
              {views[id]}
            </span>
          ))}
        </span>
        {/* Minimise, maximise, close (on the left, right to left, as Windows does). */}
        <svg viewBox="0 0 56 10" className="icon pic-controls rtl:-scale-x-100">
          <path d="M1 5h8M24 1h8v8h-8zM47 1l8 8M55 1l-8 8" />
        </svg>
      </div>
      {children}
    </div>
  );
}

/** "‹ › March 2026": the period shown, with the paging arrows (mirrored right to left). */
export function PeriodBar({ title, today: todayLabel }: { title: string; today?: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2 px-3 py-1.5">
      {todayLabel && <span className="pic-pill">{todayLabel}</span>}
      <ChevronLeftIcon className="size-3.5 text-(--color-muted) rtl:-scale-x-100" />
      <ChevronRightIcon className="size-3.5 text-(--color-muted) rtl:-scale-x-100" />
      <span className="min-w-0 truncate text-sm font-semibold">{title}</span>
    </div>
  );
}

export interface EventChipProps {
  tone: Tone;
  title: string;
  /** The time, shown under the title when the block is tall enough. */
  time?: string;
  reminder?: boolean;
  className?: string;
}

/**
 * An event: its category's colour on the start edge and a tint, its title
 * (truncated, or wrapped and clamped inside the block), its time.
 */
export function EventChip({ tone, title, time, reminder, className = "" }: EventChipProps) {
  if (!time && !reminder)
    return (
      <span className={`pic-chip truncate ${className}`} data-tone={tone}>
        {title}
      </span>
    );
  return (
    <span className={`pic-chip ${className}`} data-tone={tone}>
      <span className="flex min-w-0 items-center gap-1">
        <span className="truncate font-medium">{title}</span>
        {reminder && <BellIcon className="size-3" />}
      </span>
      {time && <span className="block truncate text-(--color-muted)">{time}</span>}
    </span>
  );
}

/** The calendar list: each category's colour beside its name. */
export function CalendarList({
  title,
  names,
}: {
  title: string;
  names: Record<CategoryId, string>;
}) {
  return (
    <div className="mt-4">
      <p className="truncate text-[0.6875rem] font-semibold text-(--color-muted)">{title}</p>
      <ul className="mt-1.5 grid gap-1">
        {categoryIds.map((id) => (
          <li key={id} className="pic-calendar" data-tone={categoryTones[id]}>
            {names[id]}
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface NotificationProps {
  appName: string;
  title: string;
  /** Under the title: "11:00 AM – 12:00 PM · In 15 min". */
  detail: string;
  className?: string;
}

/** The reminder as Windows shows it: a notification with the app's icon and name, the event and when. */
export function Notification({ appName, title, detail, className = "" }: NotificationProps) {
  return (
    <div className={`pic-notification ${className}`}>
      <span className="flex items-center gap-1.5 text-[0.6875rem] text-(--color-muted)">
        <AppIcon className="size-3.5" />
        {appName}
      </span>
      <span className="mt-1.5 block truncate font-semibold">{title}</span>
      <span className="block truncate text-(--color-muted)">{detail}</span>
    </div>
  );
}
