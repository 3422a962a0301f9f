import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { alternatePath, alternatePaths, matchPage } from "./routes";
import { canonicalUrl } from "../lib/site-url";
import { openAllGates } from "../runtime/section";
import { peekMessages } from "../i18n/catalog";

/** Counts client-side navigations: a callback of an older one does nothing. */
let navigations = 0;

/**
 * Calls `then` with what `find` finds, now or once it is rendered (a static
 * part renders after its code and words load), for up to 10 s.
 */
function whenRendered<T extends Element>(find: () => T | null, then: (found: T) => void): void {
  const found = find();
  if (found) return then(found);
  const observer = new MutationObserver(() => {
    const element = find();
    if (!element) return;
    stop();
    then(element);
  });
  const timer = setTimeout(() => stop(), 10_000);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.getElementById("root") ?? document.body, {
    childList: true,
    subtree: true,
  });
}

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
    // A new page renders afresh: its deferred and static parts load. Within
    // the page (a #fragment), the prerendered parts stay as they are.
    if (previous.split("#")[0] !== pathname) openAllGates();
    const page = matchPage(pathname);
    // Only the latest navigation acts (no cleanup: StrictMode's second run
    // of this effect returns early above).
    const navigation = ++navigations;
    const active = () => navigation === navigations;
    // The page's title and description, once its words are there (a static
    // part, a legal document, loads them with its code, after this effect).
    const showMeta = () => {
      const meta = peekMessages(page.locale, page.route.namespace)?.meta;
      if (!active() || !meta) return;
      document.title = meta.title;
      document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
    };
    showMeta();
    document
      .querySelector('link[rel="canonical"]')
      ?.setAttribute("href", canonicalUrl(alternatePath(page, page.locale)));
    for (const [hreflang, path] of alternatePaths(page)) {
      document
        .querySelector(`link[rel="alternate"][hreflang="${hreflang}"]`)
        ?.setAttribute("href", canonicalUrl(path));
    }

    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      whenRendered(
        () => document.getElementById(id),
        (target) => {
          showMeta();
          if (active()) target.scrollIntoView();
        },
      );
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    whenRendered(
      () => document.querySelector<HTMLElement>("main h1"),
      (heading) => {
        showMeta();
        if (!active()) return;
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      },
    );
  }, [pathname, hash]);

  return null;
}
