import type { Page } from "@playwright/test";
import { test, expect, wakeSection } from "../tests/e2e/fixtures";
import { en, privacyPolicy, sectionHeadingName, slides, termsOfService } from "../tests/e2e/copy";
import { sectionIds } from "../src/content/sections";

/**
 * What a screen reader hears, read from the accessibility tree (Playwright's
 * ARIA snapshot and accessible names): the findings of issue #12, pinned.
 */
const demo = (page: Page) => page.locator(`#${sectionIds.livePreview}`);
const carousel = (page: Page) => page.getByRole("region", { name: "Product highlights" });

for (const content of [privacyPolicy, termsOfService]) {
  test(`${content.title}: section headings read "1. Heading", with a space`, async ({ page }) => {
    await page.goto(content === privacyPolicy ? "/privacy" : "/terms");
    const headings = page.locator(".legal-prose").getByRole("heading", { level: 2 });
    await expect(headings).toHaveCount(content.sections.length);
    for (const [index, section] of content.sections.entries()) {
      await expect(headings.nth(index)).toHaveAccessibleName(`${index + 1}. ${section.heading}`);
    }
  });
}

test.describe("before hydration (JavaScript off: the prerendered page)", () => {
  test.use({ javaScriptEnabled: false });

  test("the slides are list items with their titles, not unnamed articles", async ({ page }) => {
    await page.goto("/");
    const list = carousel(page).getByRole("list", { name: "Slides" });
    await expect(list.getByRole("listitem")).toHaveCount(slides.length);
    for (const [index, slide] of slides.entries()) {
      await expect(list.getByRole("listitem").nth(index).getByRole("heading")).toHaveText(
        slide.title,
      );
    }
    await expect(carousel(page).getByRole("article")).toHaveCount(0);
  });

  test("Tab reaches the selected view tab of the demo", async ({ page }) => {
    await page.goto("/");
    await demo(page).getByRole("button", { name: "Next month" }).focus();
    await page.keyboard.press("Tab");
    const month = demo(page).getByRole("tab", { name: "Month" });
    await expect(month).toBeFocused();
    await expect(month).toHaveAttribute("aria-selected", "true");
  });
});

test('hydrated: the carousel\'s slides are tab panels named "n of 4", with no article inside', async ({
  page,
}) => {
  await page.goto("/");
  await wakeSection(page, sectionIds.seeItInAction);
  await expect(carousel(page).getByRole("tabpanel")).toHaveAccessibleName(`1 of ${slides.length}`);
  await expect(carousel(page).getByRole("article")).toHaveCount(0);
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "hydrated" : "prerendered", () => {
    test.use({ javaScriptEnabled });

    test("the Live Preview says its month three times, has one level-2 heading and no stray button", async ({
      page,
    }) => {
      await page.goto("/");
      if (javaScriptEnabled) await wakeSection(page, sectionIds.livePreview);
      const tree = await demo(page).ariaSnapshot();
      // The month, alone: the toolbar title, the grid's name, the side panel's heading
      // (not the application, hidden heading and region react-aria's Calendar added).
      const month = tree.split("\n").filter((line) => /\bSeptember 2025\b/.test(line));
      expect(month.map((line) => line.trim())).toEqual([
        "- paragraph: September 2025",
        '- grid "September 2025":',
        '- heading "September 2025" [level=3]',
      ]);
      expect(tree).not.toContain("application");
      await expect(demo(page).getByRole("heading", { level: 2 })).toHaveAccessibleName(
        sectionHeadingName(en.demo.livePreview.eyebrow, en.demo.livePreview.title),
      );
      // Every button of the demo is named for what it does (no lone hidden "Next").
      await expect(
        demo(page).getByRole("button", { name: /^(Next|Previous)$/, includeHidden: true }),
      ).toHaveCount(0);
    });
  });
}
