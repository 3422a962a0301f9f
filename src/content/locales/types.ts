/**
 * The message catalogs' types: English is the source, and every other
 * locale's file declares `satisfies Messages<"namespace">`, so a missing or
 * an extra key fails `npm run typecheck`. Type-only imports: no English
 * text reaches another locale's pages.
 */
import type accessibility from "./en/accessibility";
import type common from "./en/common";
import type demo from "./en/demo";
import type download from "./en/download";
import type downloadChoice from "./en/download-choice";
import type features from "./en/features";
import type heroPicture from "./en/hero-picture";
import type holidays from "./en/holidays";
import type home from "./en/home";
import type legal from "./en/legal";
import type notFound from "./en/not-found";
import type privacy from "./en/privacy";
import type releases from "./en/releases";
import type showcase from "./en/showcase";
import type terms from "./en/terms";
import type verification from "./en/verification";
import type verificationGuide from "./en/verification-guide";

/** Namespace (the catalog's file name) -> its messages. */
export interface Catalog {
  accessibility: typeof accessibility;
  common: typeof common;
  demo: typeof demo;
  download: typeof download;
  "download-choice": typeof downloadChoice;
  features: typeof features;
  "hero-picture": typeof heroPicture;
  holidays: typeof holidays;
  home: typeof home;
  legal: typeof legal;
  "not-found": typeof notFound;
  privacy: typeof privacy;
  releases: typeof releases;
  showcase: typeof showcase;
  terms: typeof terms;
  verification: typeof verification;
  "verification-guide": typeof verificationGuide;
}

export type Namespace = keyof Catalog;
export type Messages<N extends Namespace> = Catalog[N];

/**
 * The namespaces that are plain data. The build writes the ones a page
 * renders at start into the page itself (a JSON script element, in its
 * language), so the browser needs no request for them; a function or a
 * React node in one of them fails the type check below.
 */
export const dataNamespaces = [
  "common",
  "home",
  "download-choice",
  "verification",
  "legal",
  "not-found",
] as const satisfies readonly Namespace[];
type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };
type AssertJson<T extends Json> = T;
export type DataMessages = AssertJson<{ [N in (typeof dataNamespaces)[number]]: Catalog[N] }>;

/** Every namespace, for the checks (a unit test keeps it equal to the English folder). */
export const namespaces = [
  "accessibility",
  "common",
  "demo",
  "download",
  "download-choice",
  "features",
  "hero-picture",
  "holidays",
  "home",
  "legal",
  "not-found",
  "privacy",
  "releases",
  "showcase",
  "terms",
  "verification",
  "verification-guide",
] as const satisfies readonly Namespace[];
