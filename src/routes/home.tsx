import { Hero } from "../sections/hero";
import { deferredSection } from "../lib/deferred-section";

const LivePreview = deferredSection("live-preview", () =>
  import("../sections/live-preview").then((m) => m.LivePreview),
);

/** The landing page, at / and /getCalendar. Sections below the hero hydrate late. */
export function HomePage() {
  return (
    <>
      <Hero />
      <LivePreview />
    </>
  );
}
