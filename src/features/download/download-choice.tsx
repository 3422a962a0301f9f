import { formatMessage } from "../../i18n/message";
import { Suspense, lazy } from "react";
import { release } from "../../content/release";
import { AlertIcon } from "../../components/ui/icons";
import { DownloadLink } from "../../components/ui/download-link";
import { installerList } from "../../content/release-types";
import { useMessages } from "../../i18n/catalog";

/**
 * The "send it to your PC" panel: prerendered for everyone, its code loaded
 * only for visitors the head script found away from a Windows PC. For the
 * others (CSS hides the panel) the lazy component never resolves, and React
 * keeps the server HTML as it is, like a static section (decision 002).
 */
const SendToPcLater = lazy(() =>
  typeof document === "undefined" ||
  document.documentElement.getAttribute("data-family") === "elsewhere"
    ? import("./send-to-pc").then((m) => ({ default: m.SendToPc }))
    : new Promise<never>(() => {}),
);

/** Where the block sits: its column's start, its centre, or the start on phones and the centre from md. */
export type DownloadChoiceAlign = "start" | "center" | "responsive";

const layouts: Record<DownloadChoiceAlign, { row: string; note: string; warning: string }> = {
  start: {
    row: "flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:gap-5",
    note: "text-center sm:text-start",
    warning: "text-start",
  },
  center: {
    row: "flex flex-col items-center gap-3",
    note: "text-center",
    warning: "justify-center text-center",
  },
  responsive: {
    row: "flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:gap-5 md:flex-col md:gap-3",
    note: "text-center sm:text-start md:text-center",
    warning: "text-start md:justify-center md:text-center",
  },
};

export interface DownloadChoiceProps {
  /** The button's label, e.g. "Download for Windows". */
  label: string;
  /** The line beside the button, e.g. "Compatible with Windows 10/11". */
  note: string;
  align?: DownloadChoiceAlign;
}

/**
 * A download button that knows the visitor's device. Every variant is
 * rendered; the head script marks <html> with the platform before first
 * paint and CSS (app.css) shows the one that fits, so there is no layout
 * shift and no hydration mismatch. With JavaScript off: the plain button.
 *
 * - Windows 10/11: the button (naming the processor when there are several installers);
 * - Windows 7/8/8.1: the button, with a note that the app needs Windows 10 or later;
 * - phones, tablets, Macs, Linux, ChromeOS: a way to send the link to a PC;
 * - unknown or JavaScript off: the button and the note, as the spec has it.
 */
export function DownloadChoice({ label, note, align = "start" }: DownloadChoiceProps) {
  const text = useMessages("download-choice");
  const installers = installerList(release);
  const several = installers.length > 1;
  const { row, note: noteAlign, warning } = layouts[align];
  const noteClass = `text-sm text-(--color-muted) ${noteAlign}`;

  return (
    // A container: the download button stacks its icon above its label when narrow.
    <div className="@container">
      {several && (
        <div data-show-for="windows" className={row}>
          {installers.map(({ arch }) => (
            <DownloadLink
              key={arch}
              data-show-for-arch={arch}
              label={label}
              detail={formatMessage(text.architectureDetail, {
                architecture: text.architectureNames[arch],
              })}
            />
          ))}
          <p className={noteClass}>{note}</p>
        </div>
      )}
      <div data-show-for={several ? "unknown" : "windows unknown"} className={row}>
        <DownloadLink label={label} />
        <p className={noteClass}>{note}</p>
      </div>
      <div data-show-for="windows-legacy" className={row}>
        <DownloadLink label={label} />
        <p className={`flex items-start gap-2 text-sm font-medium ${warning}`}>
          <AlertIcon className="mt-0.5 size-4 text-(--color-event-observance)" />
          <span className="min-w-0">{text.legacyNote}</span>
        </p>
      </div>
      {/* data-pending until the panel's code has hydrated (send-to-pc.tsx removes it). */}
      <div data-show-for="elsewhere" data-pending="">
        <Suspense fallback={null}>
          <SendToPcLater align={align} />
        </Suspense>
      </div>
    </div>
  );
}
