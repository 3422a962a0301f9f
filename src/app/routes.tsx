import { lazy, type ComponentType } from "react";
import { site } from "../content/site";
import { HomePage } from "../routes/home";
import type { Namespace } from "../content/locales/types";
import { loadNamespaces } from "../i18n/catalog";
import { staticPart } from "../runtime/section";
import { verificationPageBuilt } from "../i18n/download-page";
import {
  defaultLocale,
  localizeFile,
  localizePath,
  locales,
  publicLocales,
  splitLocale,
} from "../i18n/locales";

/** A page of the site, in English terms; every locale has it (aliases: English only). */
export interface AppRoute {
  /** The English URL path, matched case-sensitively; other locales add their prefix. */
  path: string;
  /** The prerendered file in the build output (other locales: in their folder). */
  file: string;
  /** The path search engines should index this page under (before the locale prefix). */
  canonicalPath: string;
  /** The catalog with the page's `meta` (title, description). */
  namespace:
    | "home"
    | "privacy"
    | "terms"
    | "accessibility"
    | "releases"
    | "holidays"
    | "verification"
    | "not-found";
  /** Every catalog the page renders at once, loaded before it hydrates. */
  namespaces: readonly Namespace[];
  noindex?: boolean;
  /** Another address of a page (English only, not translated: /getCalendar). */
  alias?: boolean;
  Component: ComponentType;
  /** Loads the route's code ahead of hydration (lazy routes only). */
  preload?: () => Promise<unknown>;
}

/** A route in one locale: what the build writes and the server serves. */
export interface Page {
  locale: string;
  route: AppRoute;
  /** The URL path: "/he/privacy". */
  path: string;
  /** The built file: "he/privacy.html". */
  file: string;
}

function lazyRoute(load: () => Promise<ComponentType>) {
  let promise: Promise<ComponentType> | undefined;
  const preload = () => (promise ??= load());
  return {
    Component: lazy(() => preload().then((Component) => ({ default: Component }))),
    preload,
  };
}

const home = {
  canonicalPath: "/",
  namespace: "home",
  namespaces: ["home", "download-choice"],
  Component: HomePage,
} as const;

/**
 * The download verification page. Its path ends in .html (the spec's link
 * target): the servers serve it at exactly that path, and each language's
 * copy under its prefix (/he/verification.html). An operator whose host
 * serves its own builds with VERIFICATION_PAGE=external, which leaves it out
 * in every language.
 */
const verificationRoute: AppRoute = {
  path: site.downloadHref,
  file: "verification.html",
  canonicalPath: site.downloadHref,
  namespace: "verification",
  namespaces: ["verification", "download-choice"],
  ...lazyRoute(() => import("../routes/verification").then((m) => m.VerificationPage)),
};

export { verificationPageBuilt };

/**
 * The legal pages' documents need no JavaScript: each is a static part whose
 * code and words never load for the prerendered page (its JavaScript at start
 * is the shell's), only when a client-side navigation renders it (RouteEffects
 * opens its gate, then waits for its heading).
 */
export const routes: readonly AppRoute[] = [
  { path: "/", file: "index.html", ...home },
  { path: "/getCalendar", file: "getCalendar.html", alias: true, ...home },
  {
    path: "/privacy",
    file: "privacy.html",
    canonicalPath: "/privacy",
    namespace: "privacy",
    namespaces: [],
    Component: staticPart("privacy", () => import("../routes/privacy")),
  },
  {
    path: "/terms",
    file: "terms.html",
    canonicalPath: "/terms",
    namespace: "terms",
    namespaces: [],
    Component: staticPart("terms", () => import("../routes/terms")),
  },
  {
    path: "/accessibility",
    file: "accessibility.html",
    canonicalPath: "/accessibility",
    namespace: "accessibility",
    namespaces: [],
    Component: staticPart("accessibility", () => import("../routes/accessibility")),
  },
  {
    // Every release with its notes (src/content/release.ts); its feed is /releases.atom.
    path: "/releases",
    file: "releases.html",
    canonicalPath: "/releases",
    namespace: "releases",
    namespaces: [],
    Component: staticPart("releases", () => import("../routes/releases")),
  },
  {
    // The holiday calendars to subscribe to; their .ics files: /calendars/<id>.ics.
    path: "/holidays",
    file: "holidays.html",
    canonicalPath: "/holidays",
    namespace: "holidays",
    namespaces: [],
    Component: staticPart("holidays", () => import("../routes/holidays")),
  },
  ...(verificationPageBuilt ? [verificationRoute] : []),
];

export const notFoundRoute: AppRoute = {
  path: "/404",
  file: "404.html",
  canonicalPath: "/",
  namespace: "not-found",
  namespaces: ["not-found"],
  noindex: true,
  ...lazyRoute(() => import("../routes/not-found").then((m) => m.NotFoundPage)),
};

const inLocale = (locale: string, route: AppRoute): Page => ({
  locale,
  route,
  path: localizePath(locale, route.path),
  file: localizeFile(locale, route.file),
});

/** Every page of every locale (the build prerenders each one). */
export const pages: readonly Page[] = locales.flatMap((locale) =>
  routes
    .filter((route) => locale === defaultLocale || !route.alias)
    .map((route) => inLocale(locale, route)),
);

/** The Not Found page of each locale (/404.html, /he/404.html, ...). */
export const notFoundPages: readonly Page[] = locales.map((locale) =>
  inLocale(locale, notFoundRoute),
);

const published = (page: Page) => publicLocales.includes(page.locale);
/** What the servers serve (deploy/routes.json): every language but the development-only pseudo-locale. */
export const publishedPages: readonly Page[] = pages.filter(published);
export const publishedNotFoundPages: readonly Page[] = notFoundPages.filter(published);

/**
 * The page for a path: exact and case-sensitive; anything else is the Not
 * Found page of the path's locale (an unknown prefix is English).
 */
export function matchPage(pathname: string): Page {
  const { locale } = splitLocale(pathname);
  const page = pages.find((p) => p.path === pathname || p.path === `${pathname}/`);
  return page ?? { ...inLocale(locale, notFoundRoute), path: pathname };
}

/** The path of a page in another locale: the language picker's links, hreflang. */
export function alternatePath(page: Page, locale: string): string {
  return localizePath(locale, page.route.canonicalPath);
}

/** The page's path in every language, and x-default (English): none for the 404 page. */
export function alternatePaths(page: Page): [hreflang: string, path: string][] {
  if (page.route.noindex) return [];
  const links = publicLocales.map((locale): [string, string] => [
    locale,
    alternatePath(page, locale),
  ]);
  return [...links, ["x-default", alternatePath(page, defaultLocale)]];
}

/** The pages a sitemap lists (no pseudo-locale), with their canonical path and alternates. */
export function sitemapPages() {
  return publishedPages.map((page) => ({
    path: page.path,
    canonicalPath: alternatePath(page, page.locale),
    noindex: page.route.noindex ?? false,
    alternates: alternatePaths(page),
  }));
}

/**
 * Load a page's code and catalogs (the browser entry does, before hydrating).
 * A lazy route's module brings the loaders of its catalogs: code first.
 */
export function preloadPage(page: Page): Promise<unknown> {
  return Promise.all([
    loadNamespaces(page.locale, ["common"]),
    Promise.resolve(page.route.preload?.()).then(() =>
      loadNamespaces(page.locale, page.route.namespaces),
    ),
  ]);
}
