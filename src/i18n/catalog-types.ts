/**
 * The message catalogs' types: English is the source, and every other
 * locale's file declares `satisfies Messages<"namespace">`, so a missing or
 * an extra key fails `npm run typecheck`. Type-only imports: no English
 * text reaches another locale's pages.
 */
import type accessibility from "../content/locales/en/accessibility";
import type common from "../content/locales/en/common";
import type demo from "../content/locales/en/demo";
import type download from "../content/locales/en/download";
import type features from "../content/locales/en/features";
import type home from "../content/locales/en/home";
import type legal from "../content/locales/en/legal";
import type notFound from "../content/locales/en/not-found";
import type privacy from "../content/locales/en/privacy";
import type showcase from "../content/locales/en/showcase";
import type terms from "../content/locales/en/terms";

/** Namespace (the catalog's file name) -> its messages. */
export interface Catalog {
  accessibility: typeof accessibility;
  common: typeof common;
  demo: typeof demo;
  download: typeof download;
  features: typeof features;
  home: typeof home;
  legal: typeof legal;
  "not-found": typeof notFound;
  privacy: typeof privacy;
  showcase: typeof showcase;
  terms: typeof terms;
}

export type Namespace = keyof Catalog;
export type Messages<N extends Namespace> = Catalog[N];

/** Every namespace, for the checks (a unit test keeps it equal to the English folder). */
export const namespaces = [
  "accessibility",
  "common",
  "demo",
  "download",
  "features",
  "home",
  "legal",
  "not-found",
  "privacy",
  "showcase",
  "terms",
] as const satisfies readonly Namespace[];
