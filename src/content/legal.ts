import type { ReactNode } from "react";

/**
 * The legal pages: the same sections, in the same order and with the same
 * anchors, in every language (the catalogs are checked against these ids).
 */
export const legalSections = {
  privacy: [
    "scope",
    "local-data",
    "cloud-sync",
    "usage-statistics",
    "website",
    "your-rights",
    "sharing",
    "children",
    "security",
    "changes",
    "contact",
  ],
  terms: [
    "agreement",
    "licence",
    "your-content",
    "third-party-services",
    "updates",
    "warranty",
    "liability",
    "governing-law",
    "disputes",
    "changes",
    "contact",
  ],
  accessibility: ["standard", "testing", "limitations", "feedback"],
} as const;

export type LegalDocumentId = keyof typeof legalSections;

/** When the accessibility statement was last reviewed against the site (ISO date). */
export const accessibilityStatementReviewed = "2026-11-23";

/** One numbered section of a legal document; its id is the anchor of the table of contents. */
export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A legal page's catalog: head, title, summary and every section by id. */
export interface LegalDocumentCopy<Id extends LegalDocumentId> {
  meta: { title: string; description: string };
  title: string;
  summary: string;
  sections: Record<(typeof legalSections)[Id][number], LegalSection>;
}

/** The words around every legal document. */
export interface LegalChromeCopy {
  effective: string;
  lastUpdated: string;
  onThisPage: string;
  seeAlso: string;
  /** On a translation: the English text governs, with a link to it. */
  translationNotice: { text: string; link: string };
}
