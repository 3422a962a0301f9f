import { release } from "../../content/release";
import { installerList } from "../../content/release-types";
import { Link } from "../../components/ui/link";
import { useFormatter, useMessages } from "../../i18n/catalog";
export { guideMessages as messages } from "./guide";
import { SampleMark } from "./sample-mark";
import { verificationHeading, verificationSubheading } from "./styles";
import { formatMessage } from "../../i18n/message";

/**
 * Static part (never hydrated): the heading of the optional check, what it
 * proves, the release's facts and the heading of the installers (their cards
 * hydrate, for their copy buttons).
 */
export default function CheckIntro() {
  const guide = useMessages("verification-guide");
  const { releaseNotes } = useMessages("verification");
  const { architectureNames } = useMessages("download-choice");
  const { windowsOrLater } = useMessages("common");
  const f = useFormatter();
  const processors = f.list(
    installerList(release).map(({ arch }) => architectureNames[arch]),
    "unit",
  );
  const fact = "text-sm text-(--color-muted)";
  return (
    <>
      <h2 id="check" className={verificationHeading}>
        {guide.check.title}
      </h2>
      <p className="mt-3 max-w-[68ch] leading-relaxed">{guide.check.intro}</p>
      {/* Two columns (four from sm), one when a column would be narrower than 7 rem:
          with large text (200 %) on a phone, each fact gets the whole width. */}
      <dl
        aria-label={guide.facts.label}
        className="facts-grid mt-6 grid gap-4 rounded-lg border border-(--color-border) bg-(--color-surface) p-5 sm:grid-cols-4"
      >
        <div>
          <dt className={fact}>{guide.facts.version}</dt>
          <dd className="font-semibold">
            <span dir="ltr">{release.version}</span>
            <SampleMark field="version" />
          </dd>
        </div>
        <div>
          <dt className={fact}>{guide.facts.released}</dt>
          <dd className="font-semibold">
            <time dateTime={release.releaseDate}>{f.date(release.releaseDate)}</time>
            <SampleMark field="releaseDate" />
          </dd>
        </div>
        <div>
          <dt className={fact}>{guide.facts.requires}</dt>
          <dd className="font-semibold">{windowsOrLater}</dd>
        </div>
        <div>
          <dt className={fact}>{guide.facts.architectures}</dt>
          <dd className="font-semibold">{processors}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm">
        <Link href={`/releases#${release.version}`} variant="inline" className="font-medium">
          {formatMessage(releaseNotes, { version: release.version })}
        </Link>
      </p>
      <h3 id="downloads" className={verificationSubheading}>
        {guide.downloadsTitle}
      </h3>
    </>
  );
}
