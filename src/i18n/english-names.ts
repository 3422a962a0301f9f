/**
 * English names that must not stand unmarked on a translated page (issue
 * #33): translated where a local name exists, else marked `lang="en"`.
 * Checked in the catalogs (english-names.test.ts) and in the built pages
 * (tests/e2e/foreign-names.spec.ts).
 */

/** The US federal holidays of the demo whose English name a translation would keep. */
export const usHolidayNames = [
  "Martin Luther King Day",
  "Presidents’ Day",
  "Memorial Day",
  "Juneteenth",
  "Labor Day",
  "Indigenous Peoples’ Day",
  "Veterans Day",
  "Thanksgiving",
];

/** Titles of English documents and bodies the legal and accessibility pages name. */
export const englishTitles = [
  "Web Content Accessibility Guidelines",
  "American Arbitration Association",
  "Consumer Arbitration Rules",
];

/** Whether `text` holds `name`, whichever apostrophe either is written with (’ or '). */
export function holdsName(text: string, name: string): boolean {
  const plain = (value: string) => value.replaceAll("’", "'");
  return plain(text).includes(plain(name));
}
