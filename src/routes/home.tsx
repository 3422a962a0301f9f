import { heroContent } from "../content/hero";
import { capabilities, capabilitiesTitle, featureCards, featuresIntro } from "../content/features";
import { showcaseIntro, slides } from "../content/slides";
import { statTiles } from "../content/stats";
import {
  benefitItems,
  benefitsTitle,
  downloadIntro,
  requirementItems,
  requirementsTitle,
  trustBadges,
} from "../content/download";
import { faqItems, faqTitle } from "../content/faq";
import { deferredSection } from "../lib/deferred-section";
import { Hero } from "../sections/hero";
import { Features } from "../sections/features";
import { DownloadCta } from "../sections/download-cta";

// Below the fold and interactive: their code loads as separate chunks near the viewport.
const Showcase = deferredSection("showcase", () =>
  import("../sections/showcase").then((m) => m.Showcase),
);
const Faq = deferredSection("faq", () => import("../sections/faq").then((m) => m.Faq));

/** The landing page, at / and /getCalendar. Sections below the hero hydrate late. */
export function HomePage() {
  return (
    <>
      <Hero content={heroContent} nextSectionId="features" />
      <Features
        id="features"
        intro={featuresIntro}
        cards={featureCards}
        capabilitiesTitle={capabilitiesTitle}
        capabilities={capabilities}
      />
      {/* live-preview */}
      <Showcase id="see-it-in-action" intro={showcaseIntro} slides={slides} stats={statTiles} />
      <DownloadCta
        id="download"
        intro={downloadIntro}
        requirementsTitle={requirementsTitle}
        requirements={requirementItems}
        benefitsTitle={benefitsTitle}
        benefits={benefitItems}
        badges={trustBadges}
        faq={<Faq title={faqTitle} items={faqItems} />}
      />
    </>
  );
}
