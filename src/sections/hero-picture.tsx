import { heroEvents, heroReminderEvent } from "../content/hero-picture-samples";
import { addCatalogLoaders, useFormatter, useMessages } from "../i18n/catalog";
import { formatMessage } from "../i18n/message";
import { usePictureDates } from "./app-picture/use-picture-dates";
import { Notification } from "./app-picture/app-window";
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
  const { number } = useFormatter();
  const event = heroEvents.find(({ id }) => id === heroReminderEvent);
  return (
    <div aria-hidden="true" className="pic-hero-frame">
      <WeekWindow appName={productName} text={text} f={f} />
      {event?.start !== undefined && event.end !== undefined && (
        <Notification
          appName={productName}
          title={text.events[heroReminderEvent]}
          detail={formatMessage(text.reminderIn, {
            time: f.timeRange(event.start, event.end),
            minutes: number(15),
          })}
          className="pic-toast"
        />
      )}
    </div>
  );
}
