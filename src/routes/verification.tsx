import { release } from "../content/release";
import { installerList } from "../content/release-types";
import { AppIcon } from "../components/ui/app-icon";
import { BackToHome } from "../components/ui/link";
import { useMessages } from "../i18n/catalog";
import { staticPart } from "../runtime/section";
import { SiteStylesheet } from "../lib/site-stylesheet";
import { CommandLines } from "../sections/verification/check-guide";
import { ElsewhereNotice } from "../sections/verification/elsewhere-notice";
import { InstallerCard } from "../sections/verification/installer-card";
import { WingetCommand } from "../sections/verification/winget-command";

// What needs no JavaScript is a static part: prerendered, its code never
// loaded with the page (decision 002). The parts with copy buttons hydrate.
const Intro = staticPart("verification-intro", () => import("../sections/verification/intro"));
const Notice = staticPart("verification-notice", () => import("../sections/verification/notice"));
const InstallSteps = staticPart(
  "verification-install",
  () => import("../sections/verification/install-steps"),
);
const CheckIntro = staticPart(
  "verification-check",
  () => import("../sections/verification/check-intro"),
);
const CheckSteps = staticPart(
  "verification-checksum",
  () => import("../sections/verification/check-steps"),
);
const CheckPublisher = staticPart(
  "verification-publisher",
  () => import("../sections/verification/check-publisher"),
);
const Requirements = staticPart(
  "verification-requirements",
  () => import("../sections/verification/requirements"),
);

/**
 * /verification.html, the download page: the title and one large button for
 * this PC (or the link to carry to one), the three install steps with
 * pictures of what the browser and Windows show, then the optional check of
 * the file (release facts, installers, checksums, PowerShell, publisher) and
 * the requirements. Built from the release record (src/content/release.ts).
 */
export function VerificationPage() {
  const text = useMessages("verification");
  const installers = installerList(release);
  const several = installers.length > 1;
  return (
    <article className="mx-auto max-w-5xl px-[min(1rem,5vw)] pt-6 pb-16 sm:px-6 sm:pt-10">
      <BackToHome />
      <section aria-labelledby="download-title" className="mt-8 text-center sm:mt-12">
        <AppIcon className="mx-auto mb-5 block size-14 sm:size-16" />
        <h1
          id="download-title"
          className="mx-auto max-w-3xl font-display text-fit-4xl font-semibold tracking-tight text-balance sm:text-5xl"
        >
          {text.title}
        </h1>
        <Intro />
        <ElsewhereNotice />
        <Notice />
      </section>
      {/* The end of the first screen (title, lead, the button, the notice): the rest of the CSS comes before the steps. */}
      <SiteStylesheet />
      <InstallSteps />
      <WingetCommand />
      <section aria-labelledby="check">
        <CheckIntro />
        <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
          {installers.map((installer) => (
            <InstallerCard key={installer.arch} installer={installer} several={several} />
          ))}
        </div>
        {several && <p className="mt-4 text-sm text-(--color-muted)">{text.whichOne}</p>}
        <CheckSteps />
        <CommandLines />
        <CheckPublisher />
      </section>
      <Requirements />
      <div className="mt-16 border-t border-(--color-border) pt-6">
        <BackToHome />
      </div>
    </article>
  );
}
