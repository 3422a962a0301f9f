import { lazy, type ComponentType } from "react";
import { site } from "../content/site";
import { verificationMeta } from "../content/verification-meta";
import { HomePage } from "../routes/home";

/** What the <head> of a route says. */
export interface RouteMeta {
  title: string;
  description: string;
  /** The path search engines should index this page under. */
  canonicalPath: string;
  noindex?: boolean;
}

export interface AppRoute {
  /** The URL path, matched case-sensitively. */
  path: string;
  /** The prerendered file in the build output. */
  file: string;
  meta: RouteMeta;
  Component: ComponentType;
  /** Loads the route's code ahead of hydration (lazy routes only). */
  preload?: () => Promise<unknown>;
}

function lazyRoute(load: () => Promise<ComponentType>) {
  let promise: Promise<ComponentType> | undefined;
  const preload = () => (promise ??= load());
  return {
    Component: lazy(() => preload().then((Component) => ({ default: Component }))),
    preload,
  };
}

const homeMeta: RouteMeta = {
  title: `${site.productFullName} — free personal calendar app`,
  description:
    "A free desktop calendar for Windows 10 and 11: daily, weekly, monthly and yearly views, reminders, colour-coded categories, sync and offline use. No registration.",
  canonicalPath: "/",
};

/**
 * The download verification page. Its path ends in .html (the spec's link
 * target): the servers serve it at exactly that path. An operator whose host
 * serves its own builds with VERIFICATION_PAGE=external, which leaves it out.
 */
const verificationRoute: AppRoute = {
  path: site.downloadHref,
  file: "verification.html",
  meta: { ...verificationMeta, canonicalPath: site.downloadHref },
  ...lazyRoute(() => import("../routes/verification").then((m) => m.VerificationPage)),
};

/** False when the build leaves /verification.html to the host (VERIFICATION_PAGE=external). */
export const verificationPageBuilt = import.meta.env.VITE_VERIFICATION_PAGE !== "external";

export const routes: readonly AppRoute[] = [
  { path: "/", file: "index.html", meta: homeMeta, Component: HomePage },
  {
    path: "/getCalendar",
    file: "getCalendar.html",
    meta: homeMeta,
    Component: HomePage,
  },
  {
    path: "/privacy",
    file: "privacy.html",
    meta: {
      title: `Privacy Policy — ${site.productFullName}`,
      description:
        "How Calendar for Windows handles your data: stored locally, optional encrypted sync, anonymous statistics you can turn off, export and deletion.",
      canonicalPath: "/privacy",
    },
    ...lazyRoute(() => import("../routes/privacy").then((m) => m.PrivacyPage)),
  },
  {
    path: "/terms",
    file: "terms.html",
    meta: {
      title: `Terms of Service — ${site.productFullName}`,
      description:
        "The terms for using Calendar for Windows: a free licence, your responsibilities, limits of liability, United States law and arbitration.",
      canonicalPath: "/terms",
    },
    ...lazyRoute(() => import("../routes/terms").then((m) => m.TermsPage)),
  },
  {
    path: "/accessibility",
    file: "accessibility.html",
    meta: {
      title: `Accessibility statement — ${site.productFullName}`,
      description:
        "How accessible the Calendar for Windows website is: WCAG 2.2 AA as the target, how we test it, known limitations and how to report a problem.",
      canonicalPath: "/accessibility",
    },
    ...lazyRoute(() => import("../routes/accessibility").then((m) => m.AccessibilityPage)),
  },
  ...(verificationPageBuilt ? [verificationRoute] : []),
];

export const notFoundRoute: AppRoute = {
  path: "*",
  file: "404.html",
  meta: {
    title: `Page not found — ${site.productFullName}`,
    description: "This page does not exist. Go back to the Calendar for Windows home page.",
    canonicalPath: "/",
    noindex: true,
  },
  ...lazyRoute(() => import("../routes/not-found").then((m) => m.NotFoundPage)),
};

/** The route for a path: exact and case-sensitive; anything else is the 404 page. */
export function matchRoute(pathname: string): AppRoute {
  return routes.find((route) => route.path === pathname) ?? notFoundRoute;
}
