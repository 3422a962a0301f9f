/**
 * The platform-aware download block (hero, download section, verification
 * page) and the system requirements both the download section and the
 * download page list. Words: locales/<locale>/download-choice.ts.
 */

/** A text item of a list, for the sections that render them. */
export interface TextItem {
  id: string;
  label: string;
}

/** Spec §1: Windows 10 or later, 50 MB free space, no admin rights needed. */
export const requirementIds = ["os", "space", "admin"] as const;
