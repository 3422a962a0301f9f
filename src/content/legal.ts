import type { ReactNode } from "react";

/** One numbered section of a legal document, with an anchor id for the table of contents. */
export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

export interface LegalDocumentContent {
  title: string;
  summary: string;
  sections: readonly LegalSection[];
}
