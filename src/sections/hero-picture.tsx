import { heroEvents, heroReminderEvent } from "../content/hero-picture-samples";
import { addCatalogLoaders, useMessages } from "../i18n/catalog";
import { AppIcon } from "../components/ui/app-icon";
import { usePictureDates } from "./app-picture/use-picture-dates";
import { WeekWindow } from "./app-picture/week-window";

// Its words, in each language: loaded with it (only after a client-side
// navigation: the prerendered page keeps the server's HTML and never loads this).
addCatalogLoaders(import.meta.glob("../content/locales/*/hero-picture.ts"));
export const messages = ["hero-picture"] as const;

/**
 * The hero's picture of the app (a static part: the server renders it, the
 * prerendered page never loads this code): the app's window on a week, and
 * the reminder it shows as a Windows notification. Decorative: the hero's
 * text carries the meaning.
 */
export default function HeroPicture() {
  const text = useMessages("hero-picture");
  const { productName } = useMessages("common");
  const f = usePictureDates();
  const event = heroEvents.find(({ id }) => id === heroReminderEvent);
  return (
    <div aria-hidden="true" className="pic-hero-frame">
      <WeekWindow appName={productName} text={text} f={f} />
      {event?.start !== undefined && event.end !== undefined && (
        <div className="pic-toast">
          <span className="flex items-center gap-1.5 text-[0.6875rem] text-(--color-muted)">
            <AppIcon className="size-3.5" />
            {productName}
          </span>
          <span className="mt-1.5 block truncate font-semibold">
            {text.events[heroReminderEvent]}
          </span>
          <span className="block truncate text-(--color-muted)">
            {f.timeRange(event.start, event.end)} · {text.reminderIn(15)}
          </span>
        </div>
      )}
    </div>
  );
}
