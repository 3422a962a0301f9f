import { sectionIds } from "../content/sections";
import { slides, statTiles as stats } from "../content/slides";
import { addCatalogLoaders, useMessages } from "../i18n/catalog";
import { Carousel } from "../components/ui/carousel";
import { SectionHeading, sectionBody } from "./section-heading";
import { SlidePicture } from "./slide-picture";

const id = sectionIds.seeItInAction;

// This section's words, in each language: loaded with it, for the page's language only.
addCatalogLoaders(import.meta.glob("../content/locales/*/showcase.ts"));
export const messages = ["showcase"] as const;

/** Landing section 4 (spec §2), See It In Action: the slide carousel, then the stat tiles. */
export default function SeeItInAction() {
  const copy = useMessages("showcase");
  const items = slides.map((slide) => ({ ...slide, ...copy.slides[slide.id] }));
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="border-y border-(--color-border) bg-(--color-surface)"
    >
      <div className={sectionBody}>
        <SectionHeading id={`${id}-title`} {...copy.intro} />
        <div className="mt-12">
          <Carousel labels={copy.carousel} items={items}>
            {/* A plain div: the list item (prerendered) or the tab panel "1 of 4" (carousel)
                is the slide; an article would add four unnamed articles. */}
            {(slide) => (
              <div className="grid grid-cols-1 items-center gap-6 rounded-xl border border-(--color-border) bg-(--color-canvas) p-4 sm:p-6 md:grid-cols-[1.15fr_1fr] md:gap-10">
                <SlidePicture slide={slide.id} gradient={slide.gradient} />
                <div className="px-1 pb-2 md:pb-0">
                  <h3 className="font-display text-2xl font-semibold tracking-tight">
                    {slide.title}
                  </h3>
                  <p className="mt-3 text-lg text-pretty text-(--color-muted)">
                    {slide.description}
                  </p>
                </div>
              </div>
            )}
          </Carousel>
        </div>
        <dl className="mt-16 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.id}
              className="flex flex-col-reverse rounded-lg border border-(--color-border) bg-(--color-canvas) px-5 py-6 text-center"
            >
              <dt className="mt-1 text-sm font-medium text-(--color-muted)">
                {copy.stats[stat.id].label}
              </dt>
              <dd className="font-display text-3xl font-semibold tracking-tight text-(--color-text) sm:text-4xl">
                {copy.stats[stat.id].value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
