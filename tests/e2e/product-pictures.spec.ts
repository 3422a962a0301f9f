import type { Locator, Page } from "@playwright/test";
import { test, expect, waitForHydration, wakeSection } from "./fixtures";
import { sectionIds } from "../../src/content/sections";
import deHeroPicture from "../../src/content/locales/de/hero-picture";
import { en } from "./copy";
import { inLocale, locales } from "./locales";
import { emulatePlatform, platformPresets } from "../../scripts/platform-presets.js";

/**
 * The product pictures (issue #11): the hero's picture of the app (a static
 * part after the first screen) and each slide's. Decorative: hidden from
 * assistive technology, nothing focusable, never wider than their window.
 */
const heroPicture = (page: Page) => page.locator('[data-section="hero-picture"]');
const windowsUserAgent =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** Elements of a picture's windows that stick out of their window (more than half a pixel). */
function overflowing(picture: Locator) {
  return picture.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>(".pic-window")]
      .filter((frame) => frame.checkVisibility())
      .flatMap((frame) => {
        const box = frame.getBoundingClientRect();
        return [...frame.querySelectorAll<HTMLElement>("*")]
          .filter((element) => element.checkVisibility())
          .filter((element) => {
            const r = element.getBoundingClientRect();
            return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
          })
          .map((element) => `${element.className} "${element.textContent?.slice(0, 30)}"`);
      }),
  );
}

/** What assistive technology and the keyboard find in a picture: nothing. */
async function expectDecorative(picture: Locator, text: string) {
  await expect(
    picture.getByText(text, { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(picture.locator(':scope > [aria-hidden="true"]')).toHaveCount(1);
  await expect(picture.locator("a[href], button, input, select, textarea, [tabindex]")).toHaveCount(
    0,
  );
  expect(await picture.ariaSnapshot()).not.toContain(text);
}

/**
 * The hero picture's figures in the first screen (issue #38): the share of the
 * screen its window covers, its proportions, and how many of its event texts
 * are cut with an ellipsis (a title clamped or a line cut short).
 */
function firstScreenFigures(page: Page) {
  return heroPicture(page).evaluate((root) => {
    const frame = root.querySelector<HTMLElement>(".pic-window")!.getBoundingClientRect();
    const [width, height] = [innerWidth, innerHeight];
    const seen =
      Math.max(0, Math.min(height, frame.bottom) - Math.max(0, frame.top)) *
      Math.max(0, Math.min(width, frame.right) - Math.max(0, frame.left));
    const cut = [
      ...root.querySelectorAll<HTMLElement>(".pic-event-title, .pic-event-time, .pic-chip"),
    ]
      .filter((text) => text.checkVisibility())
      .filter(
        (text) =>
          text.scrollWidth > text.clientWidth + 1 || text.scrollHeight > text.clientHeight + 2,
      )
      .map((text) => text.textContent);
    return {
      share: seen / (width * height),
      ratio: frame.width / frame.height,
      top: frame.top,
      cut,
    };
  });
}

test.describe("the hero's picture", () => {
  for (const locale of locales)
    test(`${locale}: on a Windows PC at 1280 × 800 and 1440 × 900, large, in its own proportions, at most two texts cut`, async ({
      page,
    }) => {
      await emulatePlatform(page, platformPresets["windows-11-x64"]!);
      for (const [width, height] of [
        [1280, 800],
        [1440, 900],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(inLocale(locale, "/"));
        const figures = await firstScreenFigures(page);
        expect(figures.share, `share of ${width} × ${height}`).toBeGreaterThanOrEqual(0.25);
        expect(figures.ratio, "width ÷ height").toBeLessThanOrEqual(1.75);
        expect(figures.cut.length, `cut: ${figures.cut.join(" | ")}`).toBeLessThanOrEqual(2);
        expect(await overflowing(heroPicture(page))).toEqual([]);
      }
    });

  for (const locale of locales)
    test(`${locale}: on an Android phone at 390 × 844, the next step and the picture in the first screen`, async ({
      page,
    }) => {
      // With the Web Share API, as on a real phone: the card has its three actions.
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "share", { value: async () => {}, configurable: true });
      });
      await emulatePlatform(page, platformPresets["android-phone"]!);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(inLocale(locale, "/"));
      await waitForHydration(page);
      const card = page.locator(
        'section[aria-labelledby="hero-title"] [data-show-for="elsewhere"]',
      );
      const actions = card.getByRole("button");
      await expect(actions).toHaveCount(3);
      const bottom = await card.evaluate((element) => element.getBoundingClientRect().bottom);
      expect(bottom, "the card's bottom").toBeLessThanOrEqual(844);
      for (const action of await actions.all()) await expect(action).toBeInViewport({ ratio: 1 });
      const { top } = await firstScreenFigures(page);
      expect(844 - top, "px of the picture in the first screen").toBeGreaterThanOrEqual(120);
    });

  test("at 1440 px: decorative, the calendars named in its sidebar", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    const picture = heroPicture(page);
    await expectDecorative(picture, en.heroPicture.events.dentist);
    for (const name of Object.values(en.heroPicture.categories))
      await expect(picture.locator(".pic-calendar").getByText(name, { exact: true })).toBeVisible();
  });

  for (const path of ["/", "/de/"])
    test(`${path}: a long title wraps over lines inside its block`, async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(path);
      const title = (path === "/" ? en.heroPicture : deHeroPicture).events.review;
      const text = heroPicture(page).getByText(title, { exact: true });
      await expect(text).toBeVisible();
      const { lines, inside } = await text.evaluate((element) => {
        const line = parseFloat(getComputedStyle(element).lineHeight);
        const block = element.closest(".pic-event")!.getBoundingClientRect();
        return {
          lines: Math.round(element.clientHeight / line),
          inside: element.getBoundingClientRect().bottom <= block.bottom + 0.5,
        };
      });
      expect(lines).toBeGreaterThanOrEqual(2);
      expect(inside).toBe(true);
      expect(await overflowing(heroPicture(page))).toEqual([]);
    });

  for (const colorScheme of ["light", "dark"] as const)
    test(`forced colours, ${colorScheme}: filled calendar marks, hour lines drawn`, async ({
      page,
    }) => {
      await page.emulateMedia({ forcedColors: "active", colorScheme });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto("/");
      const picture = heroPicture(page);
      await expect(picture.locator(".pic-week")).toBeVisible();
      // Each category's mark is filled with the text colour (CanvasText), not left as Canvas.
      const marks = await picture
        .locator(".pic-calendar")
        .evaluateAll((items) =>
          items.map((item) => [
            getComputedStyle(item, "::before").backgroundColor,
            getComputedStyle(item).color,
          ]),
        );
      expect(marks).toHaveLength(4);
      for (const [fill, text] of marks) expect(fill).toBe(text);
      // The hour lines (a gradient) survive, in GrayText.
      const lines = await picture
        .locator(".pic-week")
        .evaluate((grid) => getComputedStyle(grid).backgroundImage);
      expect(lines).toContain("linear-gradient");
    });

  test("at 390 × 844 on a Windows PC: below the download button, which stays in the first screen", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      userAgent: windowsUserAgent,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto("/");
    const download = page
      .locator('section[aria-labelledby="hero-title"]')
      .getByRole("link", { name: new RegExp(`^${en.home.hero.downloadLabel}`) });
    await expect(download).toBeVisible();
    const picture = heroPicture(page);
    await expectDecorative(picture, en.heroPicture.events.dentist);
    const [button, shown] = [await download.boundingBox(), await picture.boundingBox()];
    expect(button!.y + button!.height).toBeLessThanOrEqual(844);
    expect(shown!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
    await context.close();
  });

  test("at 320 px: nothing sticks out of its window, no sideways scroll", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto("/he/");
    await expect(heroPicture(page).locator(".pic-window").filter({ visible: true })).toHaveCount(1);
    expect(await overflowing(heroPicture(page))).toEqual([]);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
  });
});

test.describe("the slides' pictures", () => {
  for (const width of [320, 1440])
    test(`each slide shows the app, decorative and within its window, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await waitForHydration(page);
      await wakeSection(page, sectionIds.seeItInAction);
      const region = page.getByRole("region", { name: en.showcase.carousel.label });
      const shown = region.getByRole("tabpanel");
      const next = region.getByRole("button", { name: en.showcase.carousel.next });
      const expected = [
        en.showcase.pictures.events.dentist,
        en.showcase.pictures.events.design,
        en.showcase.pictures.year.trips,
        en.showcase.pictures.sync.thisPc,
      ];
      for (const [index, text] of expected.entries()) {
        if (index > 0) await next.click();
        const picture = shown
          .locator('[aria-hidden="true"]')
          .filter({ has: page.locator(".pic-window") });
        await expect(picture).toHaveCount(1);
        await expect(picture.getByText(text, { exact: true }).first()).toBeAttached();
        await expect(
          picture.locator("a[href], button, input, select, textarea, [tabindex]"),
        ).toHaveCount(0);
        expect(await shown.ariaSnapshot()).not.toContain(text);
        expect(await overflowing(picture)).toEqual([]);
      }
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
    });
});

test.describe("the slides' windows", () => {
  // One size whatever they show, so the browser may skip drawing them until
  // they near the viewport (content-visibility) and nothing moves when it does.
  for (const [path, width] of [
    ["/de/", 320],
    ["/", 1440],
  ] as const)
    test(`${path} at ${width} px: one size for all four, kept when drawn, nothing cut`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 800 },
      });
      const page = await context.newPage();
      await page.goto(path);
      const windows = page.locator(`#${sectionIds.seeItInAction} .pic-window`);
      await expect(windows).toHaveCount(4);
      const sizes = () =>
        windows.evaluateAll((frames) =>
          frames.map((frame) => {
            const { width, height } = frame.getBoundingClientRect();
            return { width: Math.round(width), height: Math.round(height) };
          }),
        );
      // Far below the first screen: not drawn yet.
      const skipped = await windows.evaluateAll((frames) =>
        frames.map(
          (frame) => !frame.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
        ),
      );
      expect(skipped).toEqual([true, true, true, true]);
      const before = await sizes();
      expect(new Set(before.map(({ height }) => height)).size).toBe(1);
      expect(before[0]!.height).toBeGreaterThan(300);
      for (const [index, frame] of (await windows.all()).entries()) {
        await frame.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            frame.evaluate((element) =>
              element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
            ),
          )
          .toBe(true);
        expect((await sizes())[index]).toEqual(before[index]);
        // Everything the view holds fits in its window: nothing is cut at the bottom.
        expect(
          await frame.evaluate((element) => element.scrollHeight <= element.clientHeight + 1),
        ).toBe(true);
      }
      await context.close();
    });
});
