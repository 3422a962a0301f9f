import { capabilities, featureCards as cards } from "../content/features";
import { sectionIds } from "../content/sections";
import { addCatalogLoaders, useMessages } from "../i18n/catalog";
import { SectionHeading, sectionBody } from "./section-heading";
import { featureIcons, featureTints } from "./feature-icons";

const id = sectionIds.features;

// This section's words, in each language: loaded with it, for the page's language only.
addCatalogLoaders(import.meta.glob("../content/locales/*/features.ts"));
export const messages = ["features"] as const;

/** Landing section 2 (spec §2), Powerful Features: six cards and a list of capabilities. */
export default function Features() {
  const copy = useMessages("features");
  return (
    <section id={id} aria-labelledby={`${id}-title`} tabIndex={-1} className="outline-none">
      <div className={sectionBody}>
        <SectionHeading id={`${id}-title`} {...copy.intro} />
        <ul className="mt-14 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => {
            const Icon = featureIcons[card.icon];
            return (
              <li
                key={card.id}
                className="rounded-lg border border-(--color-border) bg-(--color-surface) p-[min(1.5rem,7.5vw)] shadow-(--shadow-card)"
              >
                <span
                  className={`grid size-11 place-items-center rounded-md ${featureTints[card.colour]}`}
                >
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{copy.cards[card.id].title}</h3>
                <p className="mt-2 text-pretty text-(--color-muted)">
                  {copy.cards[card.id].description}
                </p>
              </li>
            );
          })}
        </ul>
        <div className="mt-12 rounded-lg border border-dashed border-(--color-border) p-[min(1.5rem,7.5vw)] sm:p-8">
          <h3 id={`${id}-more`} className="text-center font-semibold">
            {copy.capabilitiesTitle}
          </h3>
          <ul
            aria-labelledby={`${id}-more`}
            className="mt-5 grid grid-cols-1 gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {capabilities.map((item) => {
              const Icon = featureIcons[item.icon];
              return (
                <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Icon className="size-5 text-(--color-accent)" />
                  <span className="beside-icon">{copy.capabilities[item.id]}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
