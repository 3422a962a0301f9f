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
  /** "lg": the one large button of the download page. */
  size?: "md" | "lg";
}

/**
 * The download button. A plain <a href>, never the client router: it leads
 * to /verification.html (or, there, to the installer), which loads as a full
 * page whether this site or the host serves it. From sm its label keeps to
 * one line while its container is 24 rem wide (always, at 100 %); in a
 * container narrower than 13 rem (large text on a phone; never at 100 % from
 * 320 px) the icon stacks above the label, so the label keeps the width for
 * its words.
 */
export function DownloadLink({
  label,
  detail,
  href,
  size = "md",
  className = "",
  ...props
}: DownloadLinkProps) {
  const locale = usePageLocale();
  const sized =
    size === "lg"
      ? "min-h-14 rounded-lg px-6 sm:px-8 sm:text-xl"
      : "min-h-12 rounded-md px-5 sm:px-6";
  return (
    <a
      {...props}
      href={href ?? downloadPagePath(locale)}
      className={`inline-flex ${sized} max-w-full items-center justify-center gap-2.5 bg-(--color-accent) text-base font-semibold text-(--color-on-accent) shadow-(--shadow-card) color-transition hover:bg-(--color-accent-hover) ${detail ? "min-[440px]:text-lg" : "min-[360px]:text-lg"} sm:shrink-0 @max-[13rem]:flex-col @max-[13rem]:gap-1 @max-[13rem]:px-3 @max-[13rem]:py-2 @max-[13rem]:text-center sm:@min-[24rem]:whitespace-nowrap forced-colors:border forced-colors:border-[LinkText] ${focusVisibleRing} ${className}`}
    >
      <WindowsIcon className="size-5" />
      <span className="min-w-0">
        {label}
        {detail && (
          <>
            {" "}
            {/* Isolated: right to left, "(x64)" still follows "Windows". */}
            <bdi className="text-sm font-medium whitespace-nowrap">{detail}</bdi>
          </>
        )}
      </span>
    </a>
  );
}
