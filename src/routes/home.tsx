import { lazySection, staticPart } from "../runtime/section";
import { Hero } from "../sections/hero";

// Below the fold, one line per section: its id (src/content/sections.ts), its
// module (one chunk, named after the id), and why it is static or not (decision 002).

// Static: cards and lists, nothing to hydrate.
const Features = staticPart("features", () => import("../sections/features"));
// Lazy: the interactive demo calendar.
const LivePreview = lazySection("live-preview", () => import("../sections/live-preview"));
// Lazy: the carousel (one slide at a time, buttons, pickers, swipe) replaces the prerendered list.
const SeeItInAction = lazySection("see-it-in-action", () => import("../sections/see-it-in-action"));
// Lazy: hydration folds the answers (prerendered open, for JavaScript off) into disclosures.
const Faq = lazySection("faq", () => import("../sections/faq"));
// Lazy: only links and lists, but the FAQ inside it can hydrate only once this boundary has.
const Download = lazySection("download", () => import("../sections/download"));

/** The landing page, at / and /getCalendar (and /he/, /de/, …). The hero is in the start-up bundle: it hydrates with the page (its picture is a static part). */
export function HomePage() {
  return (
    <>
      {/* The hero ends the first screen (its SiteStylesheet link) before its picture. */}
      <Hero />
      <Features />
      <LivePreview />
      <SeeItInAction />
      <Download faq={<Faq />} />
    </>
  );
}
