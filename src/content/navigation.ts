import { sectionIds } from "./sections";

/** In-page links of the landing page, shown in the header. */
export const sectionLinks = [
  { id: sectionIds.features, label: "Features" },
  { id: sectionIds.livePreview, label: "Live Preview" },
  { id: sectionIds.download, label: "Download" },
] as const;

export const legalLinks = [
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Service" },
  { href: "/accessibility", label: "Accessibility" },
] as const;

/** The way back from a document page (legal pages, download page) to the home page. */
export const backToHomeLabel = "Back to Home";
