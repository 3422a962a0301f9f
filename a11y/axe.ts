import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, ElementContext, Result, RunOptions } from "axe-core";

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

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** The audit's run options: its tags, its exclusions. */
const runOptions: RunOptions = {
  runOnly: { type: "tag", values: axeTags },
  rules: Object.fromEntries(Object.keys(ruleExclusions).map((id) => [id, { enabled: false }])),
  // Every violation and every node axe could not decide, in full; of the
  // rules that passed or found nothing to check, one node each (their count
  // is what the report shows). Every rule still checks every node: this only
  // spares describing 1,700 passing nodes and sending them out of the page.
  resultTypes: ["violations", "incomplete"],
};

/**
 * Scan the page, or only the part `include` selects, with the audit's
 * configuration: axe-core's own `axe.run` in the page (injected once per
 * document). The site has no frames, so @axe-core/playwright's frame-by-frame
 * run, finished in a second blank page, only cost time (two to four times as
 * long on the landing page).
 */
export async function scan(page: Page, include?: string): Promise<ScanResult> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const { violations, incomplete, passes, inapplicable, testEngine } = await page.evaluate(
    ([include, options]) => {
      const frames = document.querySelectorAll("iframe, frame, object, embed").length;
      if (frames) throw new Error(`axe: ${frames} embedded documents, which this scan would skip`);
      const { axe } = window as unknown as {
        axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
      };
      return axe.run(include ? { include: [include] } : document, options);
    },
    [include, runOptions] as const,
  );
  return { violations, incomplete, passes, inapplicable, testEngine };
}

/** One line per violation and element, for an assertion message. */
export function summarize(results: readonly Result[]): string[] {
  return results.map(
    (v) =>
      `${v.id} (${v.impact ?? "?"}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
}
