import { LegalDocument } from "../sections/legal-document";
import { addCatalogLoaders } from "../i18n/catalog";
import type { Namespace } from "../content/locales/types";

// The page is a static part (src/app/routes.tsx): its prerendered HTML needs
// no JavaScript, so this module and its words load only when a client-side
// navigation renders it, in the page's language only.
addCatalogLoaders(import.meta.glob("../content/locales/*/accessibility.tsx"));

export const messages: readonly Namespace[] = ["accessibility", "legal"];

export default function AccessibilityPage() {
  return (
    <LegalDocument
      document="accessibility"
      related={{ href: "/privacy", id: "privacy" }}
      showDates={false}
    />
  );
}
