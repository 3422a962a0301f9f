import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { AxeResults, Result } from "axe-core";

/**
 * The axe configuration of the accessibility audit: which rules run, and
 * every rule left out with its reason. Used by every scan (a11y/audit.spec.ts)
 * and shown at the top of every report (`npm run a11y`).
 */

/** WCAG 2.0 to 2.2, levels A and AA, axe's best practices, and its experimental rules. */
export const axeTags = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22aa",
  "best-practice",
  // label-content-name-mismatch (WCAG 2.5.3) is experimental: the demo's day
  // cells and Year view months carry names of our own that must contain
  // their visible text.
  "experimental",
];

/**
 * Rules left out, each with its reason. None today: a rule that must be
 * switched off goes here, never into a single test, so the audit and its
 * report show every exception in one place.
 */
export const ruleExclusions: Readonly<Record<string, string>> = {};

export interface ScanResult {
  violations: Result[];
  incomplete: Result[];
  passes: Result[];
  /** Rules that found nothing to check. */
  inapplicable: Result[];
  testEngine: AxeResults["testEngine"];
}

/** Scan the page, or only the part `include` selects, with the audit's configuration. */
export async function scan(page: Page, include?: string): Promise<ScanResult> {
  let builder = new AxeBuilder({ page }).withTags(axeTags);
  const excluded = Object.keys(ruleExclusions);
  if (excluded.length) builder = builder.disableRules(excluded);
  if (include) builder = builder.include(include);
  const { violations, incomplete, passes, inapplicable, testEngine } = await builder.analyze();
  return { violations, incomplete, passes, inapplicable, testEngine };
}

/** One line per violation and element, for an assertion message. */
export function summarize(results: readonly Result[]): string[] {
  return results.map(
    (v) =>
      `${v.id} (${v.impact ?? "?"}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
}
