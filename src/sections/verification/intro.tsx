import { release } from "../../content/release";
import { installerList } from "../../content/release-types";
import { useFormatter, useMessages, usePageLocale } from "../../i18n/catalog";
import { directionOf } from "../../i18n/locales";
export { guideMessages as messages } from "./guide";
import { AlertIcon } from "../../components/ui/icons";
import { DownloadLink } from "../../components/ui/download-link";
import { focusVisibleRing } from "../../lib/focus-ring";
import { SampleMark } from "./sample-mark";
import { formatMegabytes } from "./size";
import { formatMessage } from "../../i18n/message";

const separator = " · ";

/**
 * Static part (never hydrated): the lead and the one large download button,
 * a plain link to the installer for this PC. Every variant is in the HTML and
 * the head script's marks pick one by CSS (decision 006): the processor's
 * installer on Windows (x64 without JavaScript), with a warning on an older
 * Windows; nothing for visitors away from a PC, who get the link to carry
 * instead (elsewhere-notice.tsx).
 */
export default function Intro() {
  const guide = useMessages("verification-guide");
  const { installer: words } = useMessages("verification");
  const { architectureNames, architectureDetail } = useMessages("download-choice");
  const { windowsOrLater } = useMessages("common");
  const f = useFormatter();
  const dir = directionOf(usePageLocale());
  const installers = installerList(release);
  const several = installers.length > 1;
  return (
    <>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-(--color-muted) sm:text-xl">
        {guide.lead}
      </p>
      <div
        data-show-for="windows windows-legacy unknown"
        className="@container mx-auto mt-8 flex max-w-xl flex-col items-center gap-3"
      >
        {installers.map(({ arch, url, sizeBytes }) => (
          <div
            key={arch}
            data-show-for-arch={several ? arch : undefined}
            className="flex w-full flex-col items-center gap-3"
          >
            <DownloadLink
              href={url}
              size="lg"
              className="w-full sm:w-auto"
              label={words.download}
              detail={
                several
                  ? formatMessage(architectureDetail, { architecture: architectureNames[arch] })
                  : undefined
              }
            />
            <p className="text-sm text-(--color-muted)">
              {/* "Version 1.4.2 · 18.3 MB · Windows 10 or later": each part isolated, so a
                  right-to-left page keeps their order and each part's own. */}
              <bdi dir={dir}>
                {formatMessage(guide.facts.versionOf, { version: release.version })}
              </bdi>
              {separator}
              <bdi>{formatMegabytes(f, sizeBytes)}</bdi>
              {separator}
              <bdi dir={dir}>{windowsOrLater}</bdi>
              <SampleMark field="version" />
            </p>
          </div>
        ))}
        <p
          data-show-for="windows-legacy"
          className="flex max-w-md items-start gap-2 text-start text-sm font-medium"
        >
          <AlertIcon className="mt-0.5 size-4 text-(--color-event-observance)" />
          <span className="min-w-0">{guide.legacyNotice}</span>
        </p>
        <a
          href="#downloads"
          className={`rounded-sm text-sm font-medium text-(--color-accent) underline underline-offset-4 hover:text-(--color-accent-hover) ${focusVisibleRing}`}
        >
          {guide.allDownloads}
        </a>
      </div>
    </>
  );
}
