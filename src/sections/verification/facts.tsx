import { downloadChoice } from "../../content/download-choice";
import { release } from "../../content/release";
import { installerList } from "../../content/release-types";
import { formatLongDate, requirements } from "../../content/site";
import { verificationGuide } from "../../content/verification-guide";
import { SampleMark } from "./sample-mark";

/** Static part (never hydrated): the heading of the downloads and the release's facts. */
export default function Facts() {
  const text = verificationGuide;
  const fact = "text-sm text-(--color-muted)";
  return (
    <>
      <h2 id="downloads" className="mt-12 text-2xl font-semibold tracking-tight">
        {text.downloadsTitle}
      </h2>
      <dl
        aria-label={text.facts.label}
        className="mt-4 grid grid-cols-2 gap-4 rounded-lg border border-(--color-border) bg-(--color-surface) p-5 sm:grid-cols-4"
      >
        <div>
          <dt className={fact}>{text.facts.version}</dt>
          <dd className="font-semibold">
            {release.version}
            <SampleMark field="version" />
          </dd>
        </div>
        <div>
          <dt className={fact}>{text.facts.released}</dt>
          <dd className="font-semibold">
            <time dateTime={release.releaseDate}>{formatLongDate(release.releaseDate)}</time>
            <SampleMark field="releaseDate" />
          </dd>
        </div>
        <div>
          <dt className={fact}>{text.facts.requires}</dt>
          <dd className="font-semibold">{requirements.os}</dd>
        </div>
        <div>
          <dt className={fact}>{text.facts.architectures}</dt>
          <dd className="font-semibold">
            {installerList(release)
              .map(({ arch }) => downloadChoice.architectureNames[arch])
              .join(", ")}
          </dd>
        </div>
      </dl>
    </>
  );
}
