import { test as base, expect, type Page } from "@playwright/test";
import type { SectionId } from "../../src/content/sections";

export { expect };

interface Fixtures {
  /** Console messages a test expects (e.g. the 404 status of a 404 page). */
  allowedConsole: RegExp[];
}

/**
 * `test` fails any test whose page logs a console error or warning, throws,
 * violates the Content-Security-Policy, or requests anything from an origin
 * other than the site's own. The watch is on the `page` fixture itself, so a
 * test that only sends raw requests opens no browser page at all.
 */
export const test = base.extend<Fixtures>({
  allowedConsole: [[], { option: true }],
  page: async ({ page, baseURL, allowedConsole }, use) => {
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
    await use(page);
    expect(problems, "console errors, CSP violations or foreign requests").toEqual([]);
  },
});

/** Wait until React has hydrated the page (the entry marks <html> when done). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Scroll a deferred section into view and wait until it has hydrated. */
export async function wakeSection(page: Page, id: SectionId): Promise<void> {
  const wrapper = page.locator(`[data-section="${id}"]`);
  await wrapper.scrollIntoViewIfNeeded();
  await expect(wrapper).not.toHaveAttribute("data-pending");
}
