import { LegalDocument } from "../sections/legal-document";
import { privacyPolicy } from "../content/privacy-policy";

export function PrivacyPage() {
  return (
    <LegalDocument
      content={privacyPolicy}
      related={{ href: "/terms", label: "Terms of Service" }}
    />
  );
}
