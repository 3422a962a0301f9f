import { LegalDocument } from "../sections/legal-document";
import { accessibilityStatement } from "../content/accessibility-statement";

export function AccessibilityPage() {
  return (
    <LegalDocument
      content={accessibilityStatement}
      related={{ href: "/privacy", label: "Privacy Policy" }}
      showDates={false}
    />
  );
}
