/**
 * The platform-aware download block (hero, download section, verification
 * page). Words: locales/<locale>/download-choice.ts. The requirements' ids
 * are in site.ts, in the start-up chunk both the download section and the
 * download page already load (not a chunk the two would share).
 */

/** A text item of a list, for the sections that render them. */
export interface TextItem {
  id: string;
  label: string;
}
