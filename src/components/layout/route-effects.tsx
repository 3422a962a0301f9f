import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { matchRoute } from "../../routes";
import { canonicalUrl } from "../../lib/site-url";

/**
 * After a client-side navigation: the new page's title and meta, scroll to the
 * top (or to the #fragment), and focus on the page so screen readers announce
 * it. The first render is the prerendered page and needs none of this.
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation();
  // The location already on screen. Comparing with it (not a "first run" flag)
  // keeps StrictMode's second effect run in development from acting as a
  // navigation: that set tabindex on the hero's h1 before it hydrated.
  const shown = useRef(`${pathname}${hash}`);

  useEffect(() => {
    if (shown.current === `${pathname}${hash}`) return;
    shown.current = `${pathname}${hash}`;
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
