import type { MouseEvent } from "react";
import { sectionIds } from "../content/sections";
import { useMessages } from "../i18n/catalog";
import { ArrowDownIcon, CheckIcon } from "../components/ui/icons";
import { DownloadChoice } from "../features/download/download-choice";
import { staticPart } from "../runtime/section";
import { focusVisibleRing } from "../lib/focus-ring";
import { scrollToSection } from "../lib/scroll-to-section";
import { SiteStylesheet } from "../lib/site-stylesheet";

// The picture of the app: a static part (its code and words never load with
// the prerendered page), after the end of the first screen (the stylesheet
// link), so it costs the first screen no bytes (decision 008).
const HeroPicture = staticPart("hero-picture", () => import("./hero-picture"));

/** The section the scroll-down control leads to. */
const nextSectionId = sectionIds.features;

const badgeIds = ["free", "noRegistration", "offline"] as const;

/** Landing section 1 (spec §2): title, tagline, badges, the download button, scroll-down. */
export function Hero() {
  const common = useMessages("common");
  const { hero: content } = useMessages("home");
  const onScrollDown = (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToSection(nextSectionId)) event.preventDefault();
  };

  return (
    <section
      aria-labelledby="hero-title"
      className="hero-backdrop relative isolate overflow-hidden"
    >
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 sm:pt-16 lg:pt-20">
        <div className="md:mx-auto md:max-w-5xl md:text-center">
          <p className="hidden text-sm font-semibold tracking-wide text-(--color-accent) sm:block">
            {content.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="font-display text-[min(2.25rem,12vw)] leading-[1.1] font-semibold tracking-tight text-balance min-[390px]:text-[min(2.625rem,12vw)] sm:mt-3 sm:text-6xl lg:text-7xl"
          >
            {common.productFullName}
          </h1>
          <p className="mt-3 text-base text-pretty text-(--color-muted) min-[390px]:text-[1.0625rem] sm:mt-5 sm:text-xl md:mx-auto md:max-w-2xl">
            {common.tagline}
          </p>
          <ul
            aria-label={content.highlightsLabel}
            className="mt-4 flex flex-wrap gap-x-4 gap-y-1.5 text-sm font-medium sm:mt-6 md:justify-center"
          >
            {badgeIds.map((badgeId) => (
              <li key={badgeId} className="inline-flex items-center gap-1.5">
                <CheckIcon className="size-4 text-(--color-accent)" />
                {content.badges[badgeId]}
              </li>
            ))}
          </ul>
          <div className="mt-5 sm:mt-8">
            <DownloadChoice
              label={content.downloadLabel}
              note={content.compatibility}
              align="responsive"
            />
          </div>
        </div>
        {/* The end of the first screen: the rest of the CSS comes before the picture and the
            rest of the page, which appear below what is already painted. */}
        <SiteStylesheet />
        <HeroPicture />
      </div>
      <div className="flex justify-center pt-8 pb-6 sm:pt-10">
        <a
          href={`#${nextSectionId}`}
          onClick={onScrollDown}
          className={`group inline-flex flex-col items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-(--color-muted) hover:text-(--color-text) ${focusVisibleRing}`}
        >
          {content.scrollLabel}
          <span className="grid size-9 place-items-center rounded-full border border-(--color-border) bg-(--color-surface) transition-transform duration-200 group-hover:translate-y-0.5 motion-reduce:transition-none">
            <ArrowDownIcon className="size-4" />
          </span>
        </a>
      </div>
    </section>
  );
}
