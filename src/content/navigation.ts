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
