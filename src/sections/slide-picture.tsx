import type { SlideGradient, SlideId } from "../content/slides";
import { useMessages } from "../i18n/catalog";
import { usePictureDates } from "./app-picture/use-picture-dates";
import { AppWindow } from "./app-picture/app-window";
import { slideViews } from "./app-picture/slide-views";

/** The slide's gradient, as a faint backdrop behind the window (the site's event tokens). */
const backdrops: Record<SlideGradient, string> = {
  dusk: "from-(--color-accent)/20 to-(--color-event-religious)/15",
  lagoon: "from-(--color-event-personal)/20 to-(--color-event-season)/15",
  ember: "from-(--color-event-observance)/20 to-(--color-event-holiday)/15",
  aurora: "from-(--color-event-season)/20 to-(--color-accent)/15",
};

export interface SlidePictureProps {
  slide: SlideId;
  gradient: SlideGradient;
}

/**
 * A slide's picture: the app at that moment (Monthly, Daily, Yearly view,
 * accounts and export), drawn with the hero's parts. Decorative: the slide's
 * title and description say what it shows.
 */
export function SlidePicture({ slide, gradient }: SlidePictureProps) {
  const { pictures: text } = useMessages("showcase");
  const { productName } = useMessages("common");
  const f = usePictureDates();
  const View = slideViews[slide];
  return (
    <div
      aria-hidden="true"
      className={`min-w-0 rounded-lg bg-linear-135 p-3 sm:p-6 ${backdrops[gradient]}`}
    >
      <AppWindow
        className="pic-slide"
        appName={productName}
        views={text.views}
        view={slide === "sync" ? undefined : slide}
      >
        <View text={text} f={f} />
      </AppWindow>
    </div>
  );
}
