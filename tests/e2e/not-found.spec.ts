import { test, expect, waitForHydration } from "./fixtures";
import heCommon from "../../src/content/locales/he/common";
import heNotFound from "../../src/content/locales/he/not-found";

const he = { common: heCommon, notFound: heNotFound };

// The browser logs the 404 status of the page itself.
test.use({ allowedConsole: [/status of 404/] });

const unknownPaths = [
  "/nope",
  "/getcalendar/extra",
  "/privacy/terms",
  "/assets/missing.js",
  "/.env",
  "/%E0%A4%A",
  "/404",
  `/${"x".repeat(5000)}`,
  "/verification.htm",
];

for (const path of unknownPaths) {
  test(`${path.slice(0, 40)} answers 404 with the Not Found page`, async ({ page, request }) => {
    const direct = await request.get(path, { maxRedirects: 0 });
    expect(direct.status()).toBe(404);
    expect(direct.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect(direct.headers()["cache-control"]).toBe("no-cache");

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page not found/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await waitForHydration(page);
    // Hydration keeps the Not Found page (no client-side route takes over).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });
}

test("the Not Found page leads home @mobile", async ({ page }) => {
  await page.goto("/no/such/page?q=1#x");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL("/");
  await expect(page).toHaveTitle(/Calendar for Windows/);
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const)
  test(`at ${width} × ${height} the Not Found page fills the screen and offers the ways on`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/he/no-such-page");
    // The footer ends at the bottom of the window, not above it.
    const footer = await page.locator("footer").boundingBox();
    expect(footer!.y + footer!.height).toBeGreaterThanOrEqual(height - 1);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: he.notFound.homeLink })).toHaveAttribute(
      "href",
      "/he/",
    );
    await expect(main.getByRole("link", { name: he.notFound.downloadLink })).toHaveAttribute(
      "href",
      "/he/verification.html",
    );
    const sections = main.getByRole("navigation", { name: he.notFound.sectionsTitle });
    for (const [id, name] of Object.entries(he.common.sections))
      await expect(sections.getByRole("link", { name })).toHaveAttribute("href", `/he/#${id}`);
  });
