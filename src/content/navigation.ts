/** In-page links of the landing page, shown in the header. */
export const sectionLinks = [
  { id: "features", label: "Features" },
  { id: "live-preview", label: "Live Preview" },
  { id: "download", label: "Download" },
] as const;

export const legalLinks = [
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Service" },
  { href: "/accessibility", label: "Accessibility" },
] as const;
