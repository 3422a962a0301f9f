import { test, expect, waitForHydration } from "./fixtures";
import { pages } from "./routes";
import { inLocale, translations } from "./locales";
import { openFully } from "../../a11y/pages";

// Runs against a development build (project "dev-build"), where React reports
// every hydration mismatch as a console error; the fixture fails on any.
// A page whose content is a static part (src/app/routes.tsx: its prerendered
// HTML, never hydrated) hydrates only the shell around it: /privacy stands
// for /terms, /accessibility, /releases and /holidays.
const sameShell = new Set(["/terms", "/accessibility", "/releases", "/holidays"]);
for (const { path, heading } of pages.filter((p) => !sameShell.has(p.path))) {
  test(`${path} hydrates with no console error or warning`, async ({ page }) => {
    // Every section on the way down loads and hydrates too.
    await openFully(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  });
}

// Each translation's home and download page (its date, sizes and lists): the
// Intl output and the catalogs of the build must be what the browser renders.
// (A legal page's text is a static part: the shell around it is the home's.)
for (const locale of translations) {
  for (const path of ["/", "/verification.html"].map((p) => inLocale(locale, p))) {
    test(`${path} hydrates with no console error or warning`, async ({ page }) => {
      await openFully(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
    });
  }
}

test.describe("the Not Found page", () => {
  test.use({ allowedConsole: [/status of 404/] });
  test("hydrates cleanly", async ({ page }) => {
    await page.goto("/missing-page");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });
});
