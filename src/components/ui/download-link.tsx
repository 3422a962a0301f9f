import { site } from "../../content/site";
import { focusVisibleRing } from "../../lib/focus-ring";
import { WindowsIcon } from "./icons";

export interface DownloadLinkProps {
  label: string;
  className?: string;
}

/**
 * The download button. A plain <a href>: /verification.html is not part of
 * this app, so it must load as a full page, never through the client router.
 */
export function DownloadLink({ label, className = "" }: DownloadLinkProps) {
  return (
    <a
      href={site.downloadHref}
      className={`inline-flex min-h-12 max-w-full items-center justify-center gap-2.5 rounded-md bg-(--color-accent) px-5 text-base font-semibold text-(--color-on-accent) shadow-(--shadow-card) transition-colors duration-150 hover:bg-(--color-accent-hover) motion-reduce:transition-none min-[360px]:text-lg sm:shrink-0 sm:px-6 sm:whitespace-nowrap forced-colors:border forced-colors:border-[LinkText] ${focusVisibleRing} ${className}`}
    >
      <WindowsIcon className="size-5" />
      {label}
    </a>
  );
}
