import { statSync } from "node:fs";
import path from "node:path";
import { firstPaintBudgets } from "../../scripts/bench-first-paint.js";
import { test, expect, waitForHydration } from "./fixtures";
import { pages } from "./routes";
import { inLocale, translations } from "./locales";
import { site } from "../../src/content/site";

/*
 * The byte budgets of `npm run bench`, held by every test run (bytes, not
 * timings: they do not move with the machine's load). The first screen in
 * 14 KB and no layout shift: first-paint.spec.ts.
 */
const outDir = path.resolve(import.meta.dirname, "../..", process.env.OUT_DIR ?? "dist");
const budgetKb = firstPaintBudgets.startJsBytes / 1024;

// Every page in English, and every translation's landing page (issue #33: budgets in every
// language; its catalogs are the only bytes a language adds). On the phone (Android, a
// smaller first screen) what loads at start differs only where the download parts know the
// device and sections wake by nearness: the landing and download pages.
const onPhone = new Set(["/", site.downloadHref]);
for (const pagePath of [
  ...pages.map((p) => p.path),
  ...translations.map((locale) => inLocale(locale, "/")),
]) {
  const tag = onPhone.has(pagePath) ? " @mobile" : "";
  test(`${pagePath}: JavaScript at start ≤ ${budgetKb} KB gzip${tag}`, async ({ page }) => {
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(pagePath);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    // As the servers send it: the build's pre-compressed file.
    const bytes = [...scripts].reduce(
      (sum, file) => sum + statSync(path.join(outDir, `${file}.gz`)).size,
      0,
    );
    test.info().annotations.push({
      type: "JS at start",
      description: `${(bytes / 1024).toFixed(1)} KB gzip in ${scripts.size} files`,
    });
    expect(scripts.size).toBeGreaterThan(0);
    expect(bytes, [...scripts].join(" ")).toBeLessThanOrEqual(firstPaintBudgets.startJsBytes);
  });
}
