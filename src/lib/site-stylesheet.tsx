import { useState } from "react";

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
 * page renders leaves with the page, so a copy goes into the head once.
 */
export function keepSiteStylesheet() {
  const link = document.querySelector(`link[${attribute}]`);
  if (!link || document.head.querySelector(`link[${attribute}]`)) return;
  const copy = link.cloneNode();
  document.head.append(copy);
}

/** Place after a page's first screen. Nothing in the dev server (Vite injects the CSS). */
export function SiteStylesheet() {
  const [value] = useState(currentHref);
  return value ? <link rel="stylesheet" href={value} {...{ [attribute]: "" }} /> : null;
}
