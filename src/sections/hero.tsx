import type { MouseEvent } from "react";
import { sectionIds } from "../content/sections";
import { useMessages } from "../i18n/catalog";
import { ArrowDownIcon, CheckIcon } from "../components/ui/icons";
import { DownloadChoice } from "../features/download/download-choice";
import { staticPart } from "../lib/deferred-section";
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
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-start gap-12 px-4 pt-14 pb-10 sm:px-6 sm:pt-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:pb-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-(--color-accent)">
            {content.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-3 font-display text-4xl font-semibold tracking-tight text-balance min-[390px]:text-5xl sm:text-6xl"
          >
            {common.productFullName}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-(--color-muted) sm:text-xl">
            {common.tagline}
          </p>
          <ul aria-label={content.highlightsLabel} className="mt-6 flex flex-wrap gap-2">
            {badgeIds.map((badgeId) => (
              <li
                key={badgeId}
                className="inline-flex items-center gap-1.5 rounded-full border border-(--color-border) bg-(--color-surface) px-3 py-1 text-sm font-medium"
              >
                <CheckIcon className="size-4 text-(--color-accent)" />
                {content.badges[badgeId]}
              </li>
            ))}
          </ul>
          <div className="mt-9">
            <DownloadChoice label={content.downloadLabel} note={content.compatibility} />
          </div>
        </div>
        {/* The end of the first screen: the rest of the CSS comes before the picture and the
            rest of the page. (A link takes no grid cell: it is display: none.) */}
        <SiteStylesheet />
        <HeroPicture />
      </div>
      <div className="flex justify-center pb-10">
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
