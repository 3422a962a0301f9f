import { ReleaseNotes } from "../sections/release-notes";
import { addCatalogLoaders } from "../i18n/catalog";
import type { Namespace } from "../content/locales/types";

// A static part (src/app/routes.tsx): its prerendered HTML needs no
// JavaScript, so this module and its words load only when a client-side
// navigation renders it, in the page's language only.
addCatalogLoaders(import.meta.glob("../content/locales/*/releases.ts"));

export const messages: readonly Namespace[] = ["releases"];

export default function ReleasesPage() {
  return <ReleaseNotes />;
}
