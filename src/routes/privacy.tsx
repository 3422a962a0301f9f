import { LegalDocument } from "../sections/legal-document";
import { addCatalogLoaders } from "../i18n/catalog";

// This module's words, in each language (loaded for the page's language only).
addCatalogLoaders(import.meta.glob("../content/locales/*/privacy.tsx"));

export function PrivacyPage() {
  return <LegalDocument document="privacy" related={{ href: "/terms", id: "terms" }} />;
}
