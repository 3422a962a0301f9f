/**
 * The landing page's sections below the hero, in page order. Each id is the
 * section's anchor (`/#features`), the name of its gate (src/runtime/section.tsx) and
 * of its build chunk (src/sections/<id>.tsx), and what the header links and
 * the tests use: one source.
 */
export const sectionIds = {
  features: "features",
  livePreview: "live-preview",
  seeItInAction: "see-it-in-action",
  faq: "faq",
  download: "download",
} as const;

export type SectionId = (typeof sectionIds)[keyof typeof sectionIds];
