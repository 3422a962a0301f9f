import { requirementItems, requirementsTitle } from "../content/download-choice";
import { heroContent } from "../content/hero";
import { deferredSection } from "../lib/deferred-section";
import { Hero } from "../sections/hero";

// Below the fold, each section's code is its own chunk (decision 002).
// Features is static: its prerendered HTML never needs JavaScript.
const Features = deferredSection(
  "features",
  async () => {
    const [{ Features }, content] = await Promise.all([
      import("../sections/features"),
      import("../content/features"),
    ]);
    return function FeaturesSection() {
      return (
        <Features
          id="features"
          intro={content.featuresIntro}
          cards={content.featureCards}
          capabilitiesTitle={content.capabilitiesTitle}
          capabilities={content.capabilities}
        />
      );
    };
  },
  { static: true },
);

const LivePreview = deferredSection("live-preview", () =>
  import("../sections/live-preview").then((m) => m.LivePreview),
);

const Showcase = deferredSection("showcase", async () => {
  const [{ Showcase }, { showcaseIntro, slides }, { statTiles }] = await Promise.all([
    import("../sections/showcase"),
    import("../content/slides"),
    import("../content/stats"),
  ]);
  return function ShowcaseSection() {
    return (
      <Showcase id="see-it-in-action" intro={showcaseIntro} slides={slides} stats={statTiles} />
    );
  };
});

const Faq = deferredSection("faq", async () => {
  const [{ Faq }, { faqItems, faqTitle }] = await Promise.all([
    import("../sections/faq"),
    import("../content/faq"),
  ]);
  return function FaqSection() {
    return <Faq title={faqTitle} items={faqItems} />;
  };
});

const DownloadCta = deferredSection("download", async () => {
  const [{ DownloadCta }, content] = await Promise.all([
    import("../sections/download-cta"),
    import("../content/download"),
  ]);
  return function DownloadSection() {
    return (
      <DownloadCta
        id="download"
        intro={content.downloadIntro}
        requirementsTitle={requirementsTitle}
        requirements={requirementItems}
        benefitsTitle={content.benefitsTitle}
        benefits={content.benefitItems}
        badges={content.trustBadges}
        faq={<Faq />}
      />
    );
  };
});

/** The landing page, at / and /getCalendar. */
export function HomePage() {
  return (
    <>
      <Hero content={heroContent} nextSectionId="features" />
      <Features />
      <LivePreview />
      <Showcase />
      <DownloadCta />
    </>
  );
}
