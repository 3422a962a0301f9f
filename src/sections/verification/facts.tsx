import { release } from "../../content/release";
import { installerList } from "../../content/release-types";
import { useFormatter, useMessages } from "../../i18n/catalog";
export { guideMessages as messages } from "./guide";
import { SampleMark } from "./sample-mark";

/** Static part (never hydrated): the heading of the downloads and the release's facts. */
export default function Facts() {
  const text = useMessages("verification-guide");
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
      <h2 id="downloads" className="mt-12 text-2xl font-semibold tracking-tight">
        {text.downloadsTitle}
      </h2>
      {/* Two columns (four from sm), one when a column would be narrower than 7 rem:
          with large text (200 %) on a phone, each fact gets the whole width. */}
      <dl
        aria-label={text.facts.label}
        className="facts-grid mt-4 grid gap-4 rounded-lg border border-(--color-border) bg-(--color-surface) p-5 sm:grid-cols-4"
      >
        <div>
          <dt className={fact}>{text.facts.version}</dt>
          <dd className="font-semibold">
            <span dir="ltr">{release.version}</span>
            <SampleMark field="version" />
          </dd>
        </div>
        <div>
          <dt className={fact}>{text.facts.released}</dt>
          <dd className="font-semibold">
            <time dateTime={release.releaseDate}>{f.date(release.releaseDate)}</time>
            <SampleMark field="releaseDate" />
          </dd>
        </div>
        <div>
          <dt className={fact}>{text.facts.requires}</dt>
          <dd className="font-semibold">{windowsOrLater}</dd>
        </div>
        <div>
          <dt className={fact}>{text.facts.architectures}</dt>
          <dd className="font-semibold">{processors}</dd>
        </div>
      </dl>
    </>
  );
}
