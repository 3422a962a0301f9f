import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test, expect } from "../tests/e2e/fixtures";
import { ruleExclusions, scan, summarize, type ScanResult } from "./axe";
import { notFoundPath, openScan, scans } from "./scans";

/**
 * The accessibility audit: every route and state of a11y/scans.ts, scanned
 * with axe (a11y/axe.ts) in the themes its entry names (the light one
 * everywhere, the dark one once per page kind), zero violations allowed. With A11Y_REPORT=<folder> (`npm run a11y`) each scan also writes a
 * readable report there: what axe found, what it could not decide, and the
 * accessibility tree in reading order (what a screen reader goes through).
 */
const reportDir = process.env.A11Y_REPORT;
const schemes = ["light", "dark"] as const;

// Transitions off, so a scan never reads a colour halfway through a change
// of theme (getComputedStyle then gives the new colours at once).
test.use({ reducedMotion: "reduce", allowedConsole: [/status of 404/] });

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

for (const entry of scans) {
  const title = [entry.state, ...(entry.then ?? []).map((t) => t.state)].join("; ");
  const describe = `${entry.route} — ${title}`;
  test.describe(describe, () => {
    const desktopThemes = entry.schemes ?? schemes;
    const phone = entry.mobile ? ` @mobile (phone: ${entry.mobile.join(" and ")})` : "";
    test(`has no axe violations, ${desktopThemes.join(" and ")}${phone}`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(60_000 * (1 + (entry.then?.length ?? 0)));
      await openScan(page, entry);
      // A <label> names its control with its text (issue #36): none is empty, in any language.
      const emptyLabels = await page
        .locator(entry.include ?? "body")
        .evaluate((root) =>
          [...root.querySelectorAll("label")]
            .filter((label) => !label.textContent?.trim())
            .map((label) => label.outerHTML.slice(0, 120)),
        );
      expect(emptyLabels, "labels with no text").toEqual([]);
      const themes = (testInfo.project.name === "mobile" && entry.mobile) || desktopThemes;
      const states = [{ state: entry.state, go: async () => {} }, ...(entry.then ?? [])];
      const found: string[] = [];
      for (const { state, go } of states) {
        await go(page);
        // At the top nothing sits under the sticky header, where axe cannot tell the background.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        const results: Record<string, ScanResult> = {};
        for (const colorScheme of themes) {
          await page.emulateMedia({ colorScheme });
          results[colorScheme] = await scan(page, entry.include);
          found.push(
            ...summarize(results[colorScheme].violations).map(
              (v) => `${state}, ${colorScheme}: ${v}`,
            ),
          );
        }
        if (reportDir) {
          const stateTitle = `${entry.route} — ${state}`;
          const tree = await page.locator(entry.include ?? "body").ariaSnapshot();
          const name = `${slug(entry.route === notFoundPath ? "404" : entry.route) || "home"}--${slug(state)}`;
          const dir = path.resolve(reportDir, testInfo.project.name);
          mkdirSync(dir, { recursive: true });
          writeFileSync(
            path.join(dir, `${name}.md`),
            report(stateTitle, entry.include, results, tree),
          );
          writeFileSync(
            path.join(dir, `${name}.json`),
            JSON.stringify({
              title: stateTitle,
              file: `${name}.md`,
              ...Object.fromEntries(
                themes.map((s) => [
                  s,
                  {
                    violations: results[s]!.violations.length,
                    review: results[s]!.incomplete.length,
                  },
                ]),
              ),
            }),
          );
        }
        // Between states the theme goes back to the first one scanned.
        await page.emulateMedia({ colorScheme: themes[0] });
      }
      expect(found, "axe violations").toEqual([]);
    });
  });
}

/** The Markdown report of one scan. */
function report(
  title: string,
  include: string | undefined,
  results: Record<string, ScanResult>,
  tree: string,
): string {
  const engine = Object.values(results)[0]?.testEngine;
  const lines = [
    `# ${title}`,
    "",
    `axe-core ${engine?.version ?? "?"}, configuration in a11y/axe.ts; scanned: ${include ? `\`${include}\`` : "the whole page"}.`,
    `Rules left out: ${
      Object.entries(ruleExclusions)
        .map(([rule, reason]) => `${rule} (${reason})`)
        .join("; ") || "none"
    }.`,
  ];
  for (const [scheme, result] of Object.entries(results)) {
    lines.push(
      "",
      `## ${scheme} theme: ${result.violations.length} violations, ${result.incomplete.length} to review, ${result.passes.length} rules passed`,
    );
    for (const [heading, items] of [
      ["Violations", result.violations],
      ["To review by hand (axe could not decide)", result.incomplete],
    ] as const) {
      if (!items.length) continue;
      lines.push("", `### ${heading}`, "");
      for (const item of items) {
        lines.push(`- **${item.id}** (${item.impact ?? "no impact given"}): ${item.help}`);
        for (const node of item.nodes.slice(0, 5)) {
          const why = (node.failureSummary ?? node.any[0]?.message ?? "").split("\n").join(" ");
          lines.push(`  - \`${node.target.join(" ")}\`${why ? `: ${why}` : ""}`);
        }
        if (item.nodes.length > 5) lines.push(`  - … and ${item.nodes.length - 5} more`);
      }
    }
  }
  lines.push(
    "",
    "## Accessibility tree, in reading order",
    "",
    "What a screen reader goes through, as Playwright's ARIA snapshot shows it.",
    "",
    "```yaml",
    tree,
    "```",
    "",
  );
  return lines.join("\n");
}
