import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { alternatePath, alternatePaths, matchPage } from "./routes";
import { canonicalUrl } from "../lib/site-url";
import { openAllGates } from "../lib/deferred-section";
import { peekMessages } from "../i18n/catalog";

/**
 * After a client-side navigation (always within one language: a language
 * switch loads a new document): the new page's title, meta, canonical and
 * hreflang links, scroll to the top (or to the #fragment), and focus on the
 * page so screen readers announce it. The first render is the prerendered
 * page and needs none of this.
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const location = pathname + hash;
    const previous = shown.current;
    shown.current = location;
    if (previous === null) {
      // A marker for tests and tools: React has taken over the prerendered page.
      document.documentElement.setAttribute("data-hydrated", "");
      return;
    }
    if (previous === location) return; // StrictMode runs effects twice
    openAllGates();
    const page = matchPage(pathname);
    const meta = peekMessages(page.locale, page.route.namespace)?.meta;
    if (meta) {
      document.title = meta.title;
      document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
    }
    document
      .querySelector('link[rel="canonical"]')
      ?.setAttribute("href", canonicalUrl(alternatePath(page, page.locale)));
    for (const [hreflang, path] of alternatePaths(page)) {
      document
        .querySelector(`link[rel="alternate"][hreflang="${hreflang}"]`)
        ?.setAttribute("href", canonicalUrl(path));
    }

    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    const heading = document.querySelector<HTMLElement>("main h1");
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [pathname, hash]);

  return null;
}
