import { LegalDocument } from "../sections/legal-document";
import { termsOfService } from "../content/terms-of-service";

export function TermsPage() {
  return (
    <LegalDocument
      content={termsOfService}
      related={{ href: "/privacy", label: "Privacy Policy" }}
    />
  );
}
