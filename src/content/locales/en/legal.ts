import type { LegalChromeCopy } from "../../legal";

export default {
  effective: "Effective:",
  lastUpdated: "Last updated:",
  onThisPage: "On this page",
  seeAlso: "See also:",
  // Shown on translations only; the English text is the original.
  translationNotice: {
    text: "This is a translation. If it differs from the English text, the English text governs.",
    link: "Read the English text",
  },
} satisfies LegalChromeCopy;
