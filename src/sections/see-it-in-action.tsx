import { sectionIds } from "../content/sections";
import { slides, statTiles as stats, type ShowcaseCopy, type StatId } from "../content/slides";
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
      className="border-y border-(--color-border) bg-(--color-surface-2)/40"
    >
      <div className={sectionBody}>
        <SectionHeading id={`${id}-title`} {...copy.intro} />
        <div className="mt-12">
          <Carousel labels={copy.carousel} items={items}>
            {/* A plain div: the list item (prerendered) or the tab panel "1 of 4" (carousel)
                is the slide; an article would add four unnamed articles. */}
            {(slide) => (
              <div className="grid grid-cols-1 overflow-hidden rounded-xl border border-(--color-border) bg-(--color-surface) shadow-(--shadow-card) lg:grid-cols-[minmax(0,1fr)_minmax(0,1.75fr)]">
                <div className="px-6 pt-6 pb-5 sm:px-8 sm:pt-8 lg:self-center lg:p-10">
                  <h3 className="font-display text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
                    {slide.title}
                  </h3>
                  <p className="mt-3 text-lg text-pretty text-(--color-muted)">
                    {slide.description}
                  </p>
                </div>
                <SlidePicture slide={slide.id} gradient={slide.gradient} />
              </div>
            )}
          </Carousel>
        </div>
        {/* Two columns, or one where a column would be narrower than its longest figure
            needs (large text on a phone); four from lg. */}
        <dl className="mt-12 grid grid-cols-[repeat(auto-fit,minmax(max(min(100%,8rem),calc((100%_-_1rem)/2)),1fr))] gap-4 lg:grid-cols-4">
          {stats.map((stat) => {
            const { value, label, source }: ShowcaseCopy["stats"][StatId] = copy.stats[stat.id];
            return (
              <div
                key={stat.id}
                className="flex flex-col rounded-xl border border-(--color-border) bg-(--color-surface) px-3 py-6 text-center sm:px-4"
              >
                <dt className="order-2 mt-1 text-sm font-medium">{label}</dt>
                {/* The figure as one left-to-right run that never wraps ("75K+", "4.8/5"). */}
                <dd className="order-1 font-display text-3xl font-semibold tracking-tight whitespace-nowrap sm:text-4xl">
                  <span dir="ltr">{value}</span>
                </dd>
                {source && (
                  <dd className="order-3 mt-0.5 text-xs text-(--color-muted)">{source}</dd>
                )}
              </div>
            );
          })}
        </dl>
      </div>
    </section>
  );
}
