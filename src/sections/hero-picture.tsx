import { categoryTones, today } from "../content/app-picture-samples";
import { heroEvents, heroReminderEvent } from "../content/hero-picture-samples";
import { addCatalogLoaders, useMessages } from "../i18n/catalog";
import { usePictureDates } from "./app-picture/use-picture-dates";
import {
  AppWindow,
  EventChip,
  PeriodBar,
  ReminderCard,
  dateFormats,
} from "./app-picture/app-window";
import { WeekWindow } from "./app-picture/week-window";

// Its words, in each language: loaded with it (only after a client-side
// navigation: the prerendered page keeps the server's HTML and never loads this).
addCatalogLoaders(import.meta.glob("../content/locales/*/hero-picture.ts"));
export const messages = ["hero-picture"] as const;

/**
 * The hero's picture of the app (a static part: the server renders it, the
 * prerendered page never loads this code). On large screens, the app's
 * window on a week: mini month, calendar list, the week's events and a
 * reminder; below, a compact card of today's agenda. Decorative: the hero's
 * text carries the meaning.
 */
export default function HeroPicture() {
  const text = useMessages("hero-picture");
  const f = usePictureDates();
  const remindedOf = heroEvents.find((event) => event.id === heroReminderEvent);
  const reminder = (
    <ReminderCard
      when={text.reminderIn(15)}
      title={text.events[heroReminderEvent]}
      time={f.timeOfDay(remindedOf?.start ?? 11)}
    />
  );
  const todays = heroEvents.filter((event) => event.day === today.day);

  return (
    <div aria-hidden="true" className="lg:h-full">
      {/* Large screens: the window on a week. */}
      <WeekWindow text={text} f={f} reminder={reminder} />

      {/* Phones and tablets: today's agenda. */}
      <div className="grid max-w-sm gap-3 lg:hidden">
        {reminder}
        <AppWindow appName={text.appName} views={text.views} view="day">
          <PeriodBar title={f.calendarDate(today, dateFormats.longDay)} today={text.today} />
          <ul className="grid gap-1.5 px-3 pb-3">
            {todays.map((event) => (
              <li key={event.id} className="pic-agenda">
                <span className="pic-agenda-time">{f.timeOfDay(event.start ?? 0)}</span>
                <EventChip
                  tone={categoryTones[event.category]}
                  title={text.events[event.id]}
                  time={text.categories[event.category]}
                  reminder={event.id === heroReminderEvent}
                />
              </li>
            ))}
          </ul>
        </AppWindow>
      </div>
    </div>
  );
}
