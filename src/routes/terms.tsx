import { LegalDocument } from "../sections/legal-document";
import { addCatalogLoaders } from "../i18n/catalog";

// This module's words, in each language (loaded for the page's language only).
addCatalogLoaders(import.meta.glob("../content/locales/*/terms.tsx"));

export function TermsPage() {
  return <LegalDocument document="terms" related={{ href: "/privacy", id: "privacy" }} />;
}
