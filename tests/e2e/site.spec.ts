import { test, expect, waitForHydration } from "./fixtures";
import { contact, pages, privacyPolicy, termsOfService } from "./routes";
import { privacyLimits, site, termsFacts } from "../../src/content/site";

// On the phone (Android) too where a page has parts that know the device: the
// landing and download pages (the others are the same page there).
const onPhone = new Set<string>(["/", site.downloadHref]);
for (const page of pages) {
  test.describe(`page ${page.path}`, () => {
    const tag = onPhone.has(page.path) ? " @mobile" : "";
    test(`answers 200 with its title, heading, landmarks and links${tag}`, async ({
      page: tab,
      baseURL,
    }) => {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-type"]).toContain("text/html");
      await expect(tab).toHaveTitle(page.title);
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.heading);
      await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${page.canonical.replace("/", "\\/")}$`),
      );
      expect(baseURL).toBeTruthy();

      const header = tab.getByRole("banner");
      await expect(header.getByRole("link", { name: /Calendar/ }).first()).toHaveAttribute(
        "href",
        "/",
      );
      await expect(tab.getByRole("main")).toBeVisible();
      const footer = tab.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
        "href",
        "/privacy",
      );
      await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
        "href",
        "/terms",
      );
      await expect(footer).toContainText("Israel");
      await expect(footer).toContainText(contact.postalAddress.city);
      await waitForHydration(tab);
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    });
  });
}

test("the copyright year is the visitor's, not the build's", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2031-06-15T12:00:00Z"));
  await page.goto("/privacy");
  await waitForHydration(page);
  await expect(page.getByRole("contentinfo")).toContainText("© 2031");
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/terms");
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

for (const [path, content, other] of [
  ["/privacy", privacyPolicy, { name: "Terms of Service", path: "/terms" }],
  ["/terms", termsOfService, { name: "Privacy Policy", path: "/privacy" }],
] as const) {
  test.describe(`legal page ${path}`, () => {
    test("states its dates and has a table of contents that links to every section", async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByText("Effective:")).toBeVisible();
      await expect(page.getByText("January 1, 2024")).toHaveCount(2);
      const toc = page.getByRole("navigation", { name: "On this page" });
      const links = toc.getByRole("link");
      await expect(links).toHaveCount(content.sections.length);
      for (const [index, section] of content.sections.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", `#${section.id}`);
        await expect(
          page.getByRole("heading", {
            level: 2,
            name: new RegExp(section.heading),
          }),
        ).toHaveAttribute("id", section.id);
      }
      await waitForHydration(page);
      const last = content.sections.at(-1)!;
      await links.last().click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(page.locator(`#${last.id}`)).toBeInViewport();
    });

    test("opens scrolled to the top and goes back home", async ({ page }) => {
      // Start at the bottom of the other (long) legal page.
      await page.goto(other.path);
      await waitForHydration(page);
      const footer = page.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await footer.getByRole("link", { name: content.title }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);
      await expect(page).toHaveTitle(new RegExp(`^${content.title}`));
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // Focus moves to the new page's heading, so screen readers announce it.
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

      // The footer links to the other legal page.
      await expect(footer.getByRole("link", { name: other.name })).toHaveAttribute(
        "href",
        other.path,
      );
      await page.getByRole("link", { name: "Back to Home" }).last().scrollIntoViewIfNeeded();
      await page.getByRole("link", { name: "Back to Home" }).first().click();
      await expect(page).toHaveURL("/");
      await expect(page).toHaveTitle(/Calendar for Windows/);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const page of pages) {
    test(`${page.path} shows its full content`, async ({ page: tab }) => {
      await tab.goto(page.path);
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.heading);
      await expect(tab.getByRole("contentinfo")).toContainText("Israel");
    });
  }

  for (const [path, content, email] of [
    ["/privacy", privacyPolicy, contact.privacyEmail],
    ["/terms", termsOfService, contact.legalEmail],
  ] as const) {
    test(`${content.title} is readable in full`, async ({ page }) => {
      await page.goto(path);
      for (const section of content.sections) {
        await expect(
          page.getByRole("heading", { level: 2, name: new RegExp(section.heading) }),
        ).toBeVisible();
      }
      await expect(page.getByRole("link", { name: email })).toBeVisible();
    });
  }
});

test.describe("the legal pages state the constants of the spec", () => {
  test("the privacy policy: local data, optional encrypted sync, opt-out, export, deletion, age", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(main).toContainText("stored locally on your computer");
    await expect(main).toContainText("Sync is off until you turn it on");
    await expect(main).toContainText("encrypted");
    await expect(main).toContainText("You can opt out at any time");
    await expect(main).toContainText("export all events");
    await expect(main).toContainText("delete single events");
    await expect(main).toContainText(`children under ${privacyLimits.minimumAge}`);
    await expect(main.getByRole("link", { name: contact.privacyEmail })).toHaveAttribute(
      "href",
      `mailto:${contact.privacyEmail}`,
    );
  });

  test("the terms: liability capped at the amount paid, US law, arbitration", async ({ page }) => {
    await page.goto("/terms");
    const main = page.getByRole("main");
    await expect(main).toContainText("limited to the amount you paid");
    await expect(main).toContainText(`$${termsFacts.liabilityCapForFreeVersion.toFixed(2)}`);
    await expect(main).toContainText("governed by the laws of the United States");
    await expect(main).toContainText(`binding ${termsFacts.disputeResolution}`);
    await expect(main.getByRole("link", { name: contact.legalEmail })).toHaveAttribute(
      "href",
      `mailto:${contact.legalEmail}`,
    );
  });
});
