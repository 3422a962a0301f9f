import { release } from "../content/release";
import { installerList } from "../content/release-types";
import { BackToHome } from "../components/ui/link";
import { useMessages } from "../i18n/catalog";
import { staticPart } from "../runtime/section";
import { SiteStylesheet } from "../lib/site-stylesheet";
import { CommandLines } from "../sections/verification/check-guide";
import { ElsewhereNotice } from "../sections/verification/elsewhere-notice";
import { InstallerCard } from "../sections/verification/installer-card";

// What needs no JavaScript is a static part: prerendered, its code never
// loaded with the page (decision 002). The parts with copy buttons hydrate.
const Intro = staticPart("verification-intro", () => import("../sections/verification/intro"));
const Facts = staticPart("verification-facts", () => import("../sections/verification/facts"));
const CheckSteps = staticPart(
  "verification-check",
  () => import("../sections/verification/check-steps"),
);
const CheckPublisher = staticPart(
  "verification-publisher",
  () => import("../sections/verification/check-publisher"),
);
const Guides = staticPart("verification-guides", () => import("../sections/verification/guides"));

/**
 * /verification.html: the release, its installers (plain links), how to
 * check them, SmartScreen, the install steps and the requirements. Built
 * from the release record (src/content/release.ts).
 */
export function VerificationPage() {
  const text = useMessages("verification");
  const installers = installerList(release);
  const several = installers.length > 1;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <BackToHome />
      <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
        {text.title}
      </h1>
      <Intro />
      <ElsewhereNotice />
      <Facts />
      <div className="mt-4 grid grid-cols-1 gap-4">
        {installers.map((installer) => (
          <InstallerCard key={installer.arch} installer={installer} several={several} />
        ))}
      </div>
      {several && <p className="mt-4 text-sm text-(--color-muted)">{text.whichOne}</p>}
      {/* The end of the first screen (the release and its installers): the rest of the CSS comes before the guides. */}
      <SiteStylesheet />
      <section aria-labelledby="check">
        <CheckSteps />
        <CommandLines />
        <CheckPublisher />
      </section>
      <Guides />
      <div className="mt-16 border-t border-(--color-border) pt-6">
        <BackToHome />
      </div>
    </article>
  );
}
