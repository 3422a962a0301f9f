import { Hero } from "../sections/hero";

/** The landing page, at / and /getCalendar. Sections below the hero hydrate late. */
export function HomePage() {
  return (
    <>
      <Hero />
    </>
  );
}
