import { LegalDocument } from "../sections/legal-document";

export function TermsPage() {
  return <LegalDocument document="terms" related={{ href: "/privacy", id: "privacy" }} />;
}
