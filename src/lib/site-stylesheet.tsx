import { useLayoutEffect, useState } from "react";

/**
 * The site's stylesheet, linked at the end of each page's first screen
 * (docs/decisions/008-first-paint.md). The build inlines the CSS that the
 * first screen needs into the head (scripts/first-paint.js); this link brings
 * the rest. In the body it blocks the parser, not the first paint: the browser
 * paints the first screen, then fetches the stylesheet before it parses (and
 * shows) what follows, so nothing below the fold is ever seen unstyled, with
 * or without JavaScript.
 */
const attribute = "data-site-stylesheet";

/** Set by the build before the server renders the pages (its hashed file name). */
let href = "";

export function setSiteStylesheetHref(value: string) {
  href = value;
}

/** In the browser: where the prerendered page links it (the same element hydrates). */
function currentHref(): string {
  if (!href && typeof document !== "undefined") {
    href = document.querySelector(`link[${attribute}]`)?.getAttribute("href") ?? "";
  }
  return href;
}

/**
 * Keeps the stylesheet applied across client-side navigations: the link a
 * page renders leaves with the page, so a copy goes into the head once. The
 * copy stays dormant (`media="not all"`: loaded from the cache, matching
 * nothing) until the page's own link leaves: an active second copy restyled
 * the whole page at start-up, 130 ms of a slow phone's main thread in the
 * task that hydrates (decisions 007 and 008).
 */
export function keepSiteStylesheet() {
  const link = document.querySelector(`link[${attribute}]`);
  if (!link || document.head.querySelector(`link[${attribute}]`)) return;
  const copy = link.cloneNode() as HTMLLinkElement;
  copy.media = "not all";
  document.head.append(copy);
}

/** The page's own link is leaving (a client-side navigation): the copy takes over, before the next paint. */
function wakeKeptStylesheet() {
  document.head.querySelector(`link[${attribute}][media]`)?.removeAttribute("media");
}

/** Place after a page's first screen. Nothing in the dev server (Vite injects the CSS). */
export function SiteStylesheet() {
  const [value] = useState(currentHref);
  useLayoutEffect(() => wakeKeptStylesheet, []);
  // Low priority: nothing painted waits for it (the first screen's CSS is
  // inline), and it should not take bandwidth from the document.
  return value ? (
    <link rel="stylesheet" href={value} fetchPriority="low" {...{ [attribute]: "" }} />
  ) : null;
}
