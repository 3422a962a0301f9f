import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

export { expect };

interface Fixtures {
  /** Console messages a test expects (e.g. the 404 status of a 404 page). */
  allowedConsole: RegExp[];
  /** Console errors and warnings, page errors, CSP violations, foreign requests. */
  problems: string[];
}

/**
 * `test` fails any test whose page logs a console error or warning, throws,
 * violates the Content-Security-Policy, or requests anything from an origin
 * other than the site's own.
 */
export const test = base.extend<Fixtures>({
  allowedConsole: [[], { option: true }],
  problems: [
    async ({ page, baseURL, allowedConsole }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      page.on("console", (message) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        const text = message.text();
        if (allowedConsole.some((pattern) => pattern.test(text))) return;
        problems.push(`console.${message.type()}: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol === "data:" || url.protocol === "blob:") return;
        if (url.origin !== origin) problems.push(`request to another origin: ${request.url()}`);
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await use(problems);
      expect(problems, "console errors, CSP violations or foreign requests").toEqual([]);
    },
    { auto: true },
  ],
});

export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Scan the page (or a part of it) with axe and expect no violation at all. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(axeTags);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/** Scroll through the page so late sections load and hydrate, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => window.innerHeight);
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.waitForTimeout(30);
  }
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/** Wait until React has hydrated the page (the entry marks <html> when done). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
