import { LegalDocument } from "../sections/legal-document";

export function PrivacyPage() {
  return <LegalDocument document="privacy" related={{ href: "/terms", id: "terms" }} />;
}
