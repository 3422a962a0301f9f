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
 * page renders leaves with the page, so as it leaves a copy goes into the
 * head (once). The browser applies the copy in the same task, from the
 * stylesheet it has already parsed: no frame goes unstyled.
 *
 * Not earlier: while the page's own link is in the document, a second copy,
 * even a dormant one (`media="not all"`), made every `<link>` later added to
 * the head (the module preloads of each section's code as it wakes) restyle
 * and lay out the whole page again (Chromium re-registers the sheet's
 * `@property` rules), a long task on a slow phone each time (decision 007).
 */
function keepInHead() {
  const value = currentHref();
  if (!value || document.head.querySelector(`link[${attribute}]`)) return;
  const copy = document.createElement("link");
  copy.rel = "stylesheet";
  copy.href = value;
  copy.setAttribute(attribute, "");
  document.head.append(copy);
}

/** Place after a page's first screen. Nothing in the dev server (Vite injects the CSS). */
export function SiteStylesheet() {
  const [value] = useState(currentHref);
  useLayoutEffect(() => keepInHead, []);
  // Low priority: nothing painted waits for it (the first screen's CSS is
  // inline), and it should not take bandwidth from the document.
  return value ? (
    <link rel="stylesheet" href={value} fetchPriority="low" {...{ [attribute]: "" }} />
  ) : null;
}
