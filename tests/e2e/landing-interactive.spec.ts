import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { faqItems, slides } from "./copy";

const carousel = (page: Page) => page.getByRole("region", { name: "Product highlights" });
/** The current slide's title: the others, and the one fading out for 200 ms, are aria-hidden. */
const shownTitle = (page: Page) => carousel(page).getByRole("tabpanel").getByRole("heading");

/** Scroll to the carousel and wait until its deferred code has turned it into a carousel. */
async function openCarousel(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(carousel(page).getByRole("tab")).toHaveCount(slides.length);
}

test.describe("carousel", () => {
  test("by mouse: previous and next wrap, dots jump, rapid clicks count", async ({ page }) => {
    await openCarousel(page);
    const region = carousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    await expect(shownTitle(page)).toHaveText(slides[0]!.title);
    await region.getByRole("button", { name: "Previous slide" }).click();
    await expect(shownTitle(page)).toHaveText(slides[3]!.title);
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(shownTitle(page)).toHaveText(slides[0]!.title);
    await region.getByRole("tab", { name: `Slide 3: ${slides[2]!.title}` }).click();
    await expect(shownTitle(page)).toHaveText(slides[2]!.title);
    // Rapid clicks: raw mouse clicks, no waiting between them. From slide 3, nine steps land on slide 4.
    const box = await region.getByRole("button", { name: "Next slide" }).boundingBox();
    if (!box) throw new Error("no next button");
    for (let i = 0; i < 9; i++)
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(shownTitle(page)).toHaveText(slides[3]!.title);
    await expect(region.locator('[aria-live="polite"]')).toHaveText(
      `Slide 4 of 4: ${slides[3]!.title}`,
    );
    // Hidden slides are out of the accessibility tree and cannot be focused.
    await expect(region.getByRole("tabpanel")).toHaveCount(1);
  });

  test("the previous and next buttons are round, as designed", async ({ page }) => {
    await openCarousel(page);
    for (const name of ["Previous slide", "Next slide"]) {
      const button = carousel(page).getByRole("button", { name });
      const { radius, height } = await button.evaluate((element) => ({
        radius: parseFloat(getComputedStyle(element).borderTopLeftRadius),
        height: element.getBoundingClientRect().height,
      }));
      expect(radius, name).toBeGreaterThanOrEqual(height / 2);
    }
  });

  test("by keyboard: buttons keep focus, pickers take arrows, Home and End", async ({ page }) => {
    await openCarousel(page);
    const next = carousel(page).getByRole("button", { name: "Next slide" });
    await next.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Space");
    await expect(next).toBeFocused();
    await expect(shownTitle(page)).toHaveText(slides[2]!.title);
    await page.keyboard.press("Shift+Tab");
    await expect(carousel(page).getByRole("tab", { selected: true })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(shownTitle(page)).toHaveText(slides[3]!.title);
    await page.keyboard.press("ArrowRight");
    await expect(shownTitle(page)).toHaveText(slides[0]!.title);
    await page.keyboard.press("End");
    await expect(shownTitle(page)).toHaveText(slides[3]!.title);
    await page.keyboard.press("Home");
    await expect(shownTitle(page)).toHaveText(slides[0]!.title);
    await expect(
      carousel(page).getByRole("tab", { name: `Slide 1: ${slides[0]!.title}` }),
    ).toBeFocused();
  });

  test("by touch: a swipe that starts on the slide's text changes slide", async ({ browser }) => {
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await openCarousel(page);
    const box = await shownTitle(page).boundingBox();
    if (!box) throw new Error("no slide title");
    const cdp = await context.newCDPSession(page);
    const swipe = async (dx: number) => {
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 2;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
      for (let step = 1; step <= 5; step++)
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchMove",
          touchPoints: [{ x: x + (dx * step) / 5, y }],
        });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    await swipe(-150);
    await expect(shownTitle(page)).toHaveText(slides[1]!.title);
    await swipe(150);
    await swipe(150);
    await expect(shownTitle(page)).toHaveText(slides[3]!.title);
    await context.close();
  });
});

test.describe("FAQ", () => {
  const openFaq = async (page: Page) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Questions, answered" }).scrollIntoViewIfNeeded();
    // Hydrated once the answers fold.
    await expect(page.getByRole("button", { name: faqItems[0]!.question })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  };

  test("every answer opens", async ({ page }) => {
    await openFaq(page);
    for (const item of faqItems) {
      const question = page.getByRole("heading", { level: 4, name: item.question });
      await question.getByRole("button").click();
      await expect(page.getByText(item.answer)).toBeVisible();
    }
  });

  test("find-in-page reveals a closed answer", async ({ page }) => {
    await openFaq(page);
    const last = faqItems[3]!;
    await expect(page.getByText(last.answer)).toBeHidden();
    // Chromium fires beforematch on a hidden="until-found" panel when find-in-page matches it.
    await page.getByText(last.answer).evaluate((el) => {
      el.closest("[hidden]")?.dispatchEvent(new Event("beforematch", { bubbles: true }));
    });
    await expect(page.getByText(last.answer)).toBeVisible();
    await expect(page.getByRole("button", { name: last.question })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
});
