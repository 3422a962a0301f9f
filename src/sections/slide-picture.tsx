import type { SlideGradient, SlideId } from "../content/slides";
import { useMessages } from "../i18n/catalog";
import { usePictureDates } from "./app-picture/use-picture-dates";
import { AppWindow } from "./app-picture/app-window";
import { slideViews } from "./app-picture/slide-views";

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
    <div aria-hidden="true" data-gradient={gradient} className="pic-backdrop min-w-0 p-4 sm:p-8">
      <AppWindow
        className="pic-slide"
        appName={productName}
        views={text.views}
        view={slide === "sync" ? undefined : slide}
      >
        <View appName={productName} text={text} f={f} />
      </AppWindow>
    </div>
  );
}
