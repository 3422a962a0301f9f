import type { AnchorHTMLAttributes } from "react";
import { usePageLocale } from "../../i18n/catalog";
import { downloadPagePath } from "../../i18n/download-page";
import { focusVisibleRing } from "../../lib/focus-ring";
import { WindowsIcon } from "./icons";

export interface DownloadLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  label: string;
  /** A smaller second part of the label, e.g. the processor: "(ARM64)". */
  detail?: string;
  /** Default: the download page in the page's language, /verification.html, /he/verification.html. */
  href?: string;
}

/**
 * The download button. A plain <a href>, never the client router: it leads
 * to /verification.html (or, there, to the installer), which loads as a full
 * page whether this site or the host serves it.
 */
export function DownloadLink({ label, detail, href, className = "", ...props }: DownloadLinkProps) {
  const locale = usePageLocale();
  return (
    <a
      {...props}
      href={href ?? downloadPagePath(locale)}
      className={`inline-flex min-h-12 max-w-full items-center justify-center gap-2.5 rounded-md bg-(--color-accent) px-5 text-base font-semibold text-(--color-on-accent) shadow-(--shadow-card) transition-colors duration-150 hover:bg-(--color-accent-hover) motion-reduce:transition-none ${detail ? "min-[440px]:text-lg" : "min-[360px]:text-lg"} sm:shrink-0 sm:px-6 sm:whitespace-nowrap forced-colors:border forced-colors:border-[LinkText] ${focusVisibleRing} ${className}`}
    >
      <WindowsIcon className="size-5" />
      <span>
        {label}
        {detail && (
          <>
            {" "}
            <span className="text-sm font-medium whitespace-nowrap">{detail}</span>
          </>
        )}
      </span>
    </a>
  );
}
