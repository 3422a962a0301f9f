import { LegalDocument } from "../sections/legal-document";
import { addCatalogLoaders } from "../i18n/catalog";

// This module's words, in each language (loaded for the page's language only).
addCatalogLoaders(import.meta.glob("../content/locales/*/accessibility.tsx"));

export function AccessibilityPage() {
  return (
    <LegalDocument
      document="accessibility"
      related={{ href: "/privacy", id: "privacy" }}
      showDates={false}
    />
  );
}
