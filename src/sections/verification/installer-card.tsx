import { useId } from "react";
import { useFormatter, useMessages } from "../../i18n/catalog";
import { DownloadLink } from "../../components/ui/download-link";
import { CopyButton } from "../../features/download/copy-button";
import type { Architecture, Installer } from "../../content/release-types";
import { SampleMark } from "./sample-mark";
import { explorerSize } from "./size";
import { formatMessage } from "../../i18n/message";

export interface InstallerCardProps {
  installer: Installer & { arch: Architecture };
  /** The release has more than one installer: name the processor, mark the one for this PC. */
  several: boolean;
}

/** One installer: the download link (a plain link to the file), its name, size and SHA-256. */
export function InstallerCard({ installer, several }: InstallerCardProps) {
  const { arch, fileName, sizeBytes, sha256, url } = installer;
  const words = useMessages("verification");
  const { architectureNames, architectureDetail } = useMessages("download-choice");
  const f = useFormatter();
  const text = words.installer;
  const installerTitles = words.installerTitles;
  // As Windows Explorer shows it: "18.3 MB (19,293,184 bytes)", in the page's language.
  const size = explorerSize(f, text.sizeValue, sizeBytes);
  const titleId = useId();
  const hashId = useId();
  const field = (name: string) => `installers.${arch}.${name}`;
  // A container for the download button (it stacks when narrow); the padding, 1.25 rem from
  // 320 px up, stays within 6.25 vw so that large text on a phone keeps room for words.
  return (
    <section
      aria-labelledby={titleId}
      className="@container rounded-lg border border-(--color-border) bg-(--color-surface) p-[min(1.25rem,6.25vw)] shadow-(--shadow-card) sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="text-lg font-semibold">
          {installerTitles[arch].title}
        </h4>
        {several && (
          <span
            data-show-for="windows"
            data-show-if-arch={arch}
            className="max-w-full rounded-full bg-(--color-accent-soft) px-3 py-0.5 text-sm font-medium"
          >
            {text.recommended}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-(--color-muted)">{installerTitles[arch].detail}</p>
      <DownloadLink
        href={url}
        className="mt-4"
        label={text.download}
        detail={
          several
            ? formatMessage(architectureDetail, { architecture: architectureNames[arch] })
            : undefined
        }
      />
      <dl className="mt-5 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-medium">{text.fileName}</dt>
        <dd>
          <code dir="ltr" className="font-mono [overflow-wrap:anywhere]">
            {fileName}
          </code>
          <SampleMark field={field("fileName")} />
        </dd>
        <dt className="font-medium">{text.size}</dt>
        <dd>
          {size}
          <SampleMark field={field("sizeBytes")} />
        </dd>
        <dt className="font-medium">{text.sha256}</dt>
        <dd>
          <code id={hashId} dir="ltr" className="font-mono [overflow-wrap:anywhere]">
            {sha256}
          </code>
          <SampleMark field={field("sha256")} />
          <div data-needs="js" className="mt-2">
            <CopyButton
              text={sha256}
              targetId={hashId}
              what={text.sha256}
              name={formatMessage(text.copyName, { file: fileName })}
            />
          </div>
        </dd>
      </dl>
    </section>
  );
}
