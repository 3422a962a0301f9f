import { release } from "../content/release";
import { formatLongDate, requirements } from "../content/site";
import { downloadChoice } from "../content/download-choice";
import { verificationContent } from "../content/verification";
import { installerList } from "../lib/release-record";
import { BackToHome } from "../components/ui/link";
import { CheckGuide } from "../sections/verification/check-guide";
import { InstallerCard } from "../sections/verification/installer-card";
import { InstallGuide } from "../sections/verification/install-guide";
import { PlatformNotices } from "../sections/verification/platform-notices";
import { SampleMark, SampleNotice } from "../sections/verification/sample-mark";

/**
 * /verification.html: the release, its installers (plain links), how to
 * check them, SmartScreen, the install steps and the requirements. Built
 * from the release record (src/content/release.ts).
 */
export function VerificationPage() {
  const text = verificationContent;
  const installers = installerList(release);
  const several = installers.length > 1;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <BackToHome />
      <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
        {text.title}
      </h1>
      <p className="mt-4 max-w-[68ch] text-lg text-pretty text-(--color-muted)">{text.lead}</p>

      <SampleNotice />

      <PlatformNotices />

      <h2 id="downloads" className="mt-12 text-2xl font-semibold tracking-tight">
        {text.downloadsTitle}
      </h2>
      <dl
        aria-label={text.facts.label}
        className="mt-4 grid grid-cols-2 gap-4 rounded-lg border border-(--color-border) bg-(--color-surface) p-5 sm:grid-cols-4"
      >
        <div>
          <dt className="text-sm text-(--color-muted)">{text.facts.version}</dt>
          <dd className="font-semibold">
            {release.version}
            <SampleMark field="version" />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-(--color-muted)">{text.facts.released}</dt>
          <dd className="font-semibold">
            <time dateTime={release.releaseDate}>{formatLongDate(release.releaseDate)}</time>
            <SampleMark field="releaseDate" />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-(--color-muted)">{text.facts.requires}</dt>
          <dd className="font-semibold">{requirements.os}</dd>
        </div>
        <div>
          <dt className="text-sm text-(--color-muted)">{text.facts.architectures}</dt>
          <dd className="font-semibold">
            {installers.map(({ arch }) => downloadChoice.architectureNames[arch]).join(", ")}
          </dd>
        </div>
      </dl>

      <div className="mt-4 grid gap-4">
        {installers.map((installer) => (
          <InstallerCard key={installer.arch} installer={installer} several={several} />
        ))}
      </div>
      {several && <p className="mt-4 text-sm text-(--color-muted)">{text.whichOne}</p>}

      <CheckGuide />
      <InstallGuide />

      <div className="mt-16 border-t border-(--color-border) pt-6">
        <BackToHome />
      </div>
    </article>
  );
}
