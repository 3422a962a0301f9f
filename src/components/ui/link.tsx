import { Link as RouterLink, type LinkProps as RouterLinkProps } from "react-router";
import { focusVisibleRing } from "../../lib/focus-ring";
import { useMessages, usePageLocale } from "../../i18n/catalog";
import { localizePath } from "../../i18n/locales";

const variants = {
  inline:
    "text-(--color-accent) underline decoration-1 underline-offset-3 hover:text-(--color-accent-hover) hover:decoration-2",
  quiet: "text-(--color-muted) underline-offset-3 hover:text-(--color-text) hover:underline",
  nav: "px-2 py-1 font-medium text-(--color-muted) hover:text-(--color-text)",
} as const;

export interface LinkProps extends Omit<RouterLinkProps, "to"> {
  /**
   * A path of the English site ("/privacy"): the link goes to that page in
   * the current page's language ("/he/privacy"), through the client router;
   * a real <a href> in the HTML.
   */
  href: string;
  variant?: keyof typeof variants;
}

/**
 * A link to one of our routes, in the page's language: react-router's Link
 * (an <a href> that the router takes over once hydrated). Links that leave
 * the app, such as the download page, are plain <a> elements (see
 * download-link.tsx); links to another language are plain <a> elements too
 * (a full page load: the page's language and direction change).
 */
export function Link({ href, variant = "inline", className = "", ...props }: LinkProps) {
  const locale = usePageLocale();
  return (
    <RouterLink
      to={localizePath(locale, href)}
      {...props}
      className={`rounded-sm color-transition ${variants[variant]} ${focusVisibleRing} ${className}`}
    />
  );
}

/**
 * The way back to the home page, at the top and the end of a document page
 * (legal pages, download page). Here, in the start-up chunk every page
 * loads, rather than in a 300-byte chunk of its own.
 */
export function BackToHome() {
  const { backToHome } = useMessages("common");
  return (
    <Link href="/" variant="inline" className="inline-flex items-center gap-1.5 font-medium">
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        focusable="false"
        className="size-4 rtl:rotate-180"
      >
        <path
          d="M12.5 4.5 7 10l5.5 5.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {backToHome}
    </Link>
  );
}
