import { deferredSection } from "../lib/deferred-section";
import { Hero } from "../sections/hero";

// Below the fold, each section's code is its own chunk (decision 002), and
// its words come with it, in the page's language only.
// Features is static: its prerendered HTML never needs JavaScript.
const Features = deferredSection(
  "features",
  () => import("../sections/features").then((m) => m.Features),
  { static: true, messages: ["features"] },
);

const LivePreview = deferredSection(
  "live-preview",
  () => import("../sections/live-preview").then((m) => m.LivePreview),
  { messages: ["demo"] },
);

const Showcase = deferredSection(
  "showcase",
  () => import("../sections/showcase").then((m) => m.Showcase),
  { messages: ["showcase"] },
);

const Faq = deferredSection("faq", () => import("../sections/faq").then((m) => m.Faq), {
  messages: ["download"],
});

const DownloadCta = deferredSection(
  "download",
  () => import("../sections/download-cta").then((m) => m.DownloadCta),
  { messages: ["download"] },
);

/** The landing page, at / and /getCalendar (and /he/, /de/, ...). */
export function HomePage() {
  return (
    <>
      <Hero nextSectionId="features" />
      <Features id="features" />
      <LivePreview />
      <Showcase id="see-it-in-action" />
      <DownloadCta id="download" faq={<Faq />} />
    </>
  );
}
