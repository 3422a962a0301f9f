import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { matchRoute } from "./routes";
import { canonicalUrl } from "../lib/site-url";
import { openAllGates } from "../lib/deferred-section";

/**
 * After a client-side navigation: the new page's title and meta, scroll to the
 * top (or to the #fragment), and focus on the page so screen readers announce
 * it. The first render is the prerendered page and needs none of this.
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
    const { meta } = matchRoute(pathname);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
    document
      .querySelector('link[rel="canonical"]')
      ?.setAttribute("href", canonicalUrl(meta.canonicalPath));

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
