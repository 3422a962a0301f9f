import { LegalDocument } from "../sections/legal-document";

export function AccessibilityPage() {
  return (
    <LegalDocument
      document="accessibility"
      related={{ href: "/privacy", id: "privacy" }}
      showDates={false}
    />
  );
}
