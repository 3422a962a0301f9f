import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { sectionIds } from "../../src/content/sections";
import { site } from "../../src/content/site";
import { release } from "../../src/content/release";
import { installerList } from "../../src/content/release-types";
import { en, faqItems, sectionHeadingName, sectionLinks, slides, statTiles } from "./copy";
import { inLocale, locales } from "./locales";

const carousel = (page: Page) => page.getByRole("region", { name: "Product highlights" });

test.describe("content", () => {
  test("sections in spec order, with every figure @mobile", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.common.productFullName);
    // Each section's heading says its name (spec §2), then its title: heard
    // together when moving by headings ("Powerful features: Everything …").
    const sections = [
      [sectionIds.features, en.features.intro],
      [sectionIds.livePreview, en.demo.livePreview],
      [sectionIds.seeItInAction, en.showcase.intro],
      [sectionIds.download, { eyebrow: en.common.sections.download, ...en.download.intro }],
    ] as const;
    let previousTop = -1;
    for (const [id, { eyebrow, title }] of sections) {
      const heading = page.locator(`#${id}`).getByRole("heading", { level: 2 }).first();
      await expect(heading).toHaveAccessibleName(sectionHeadingName(eyebrow, title));
      const top = (await heading.boundingBox())?.y ?? -1;
      expect(top, `${id} comes after the section before it`).toBeGreaterThan(previousTop);
      previousTop = top;
    }
    for (const stat of statTiles)
      await expect(page.getByText(stat.value, { exact: true }).first()).toBeVisible();
  });

  for (const locale of ["en", "he", "de"])
    test(`${locale}: each rating says what it measures and where it comes from, every figure on one line`, async ({
      page,
    }) => {
      const { default: showcase } = (await import(
        `../../src/content/locales/${locale}/showcase.ts`
      )) as { default: typeof en.showcase };
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(inLocale(locale, "/"));
      const tiles = page.locator(`#${sectionIds.seeItInAction} dl > div`);
      await expect(tiles).toHaveCount(statTiles.length);
      for (const [index, { id }] of statTiles.entries()) {
        const { value, label, source } = showcase.stats[id] as {
          value: string;
          label: string;
          source?: string;
        };
        const tile = tiles.nth(index);
        await expect(tile.locator("dt")).toHaveText(label);
        await expect(tile.locator("dd")).toHaveText(source ? [value, source] : [value]);
        // The figure: one line, as one left-to-right run (its "+" stays after the number in Hebrew).
        const figure = tile.locator("dd").first();
        const { lines, direction } = await figure.evaluate((element) => ({
          lines: Math.round(
            element.getBoundingClientRect().height /
              parseFloat(getComputedStyle(element).lineHeight),
          ),
          direction: getComputedStyle(element.firstElementChild!).direction,
        }));
        expect(lines, `${value} on one line`).toBe(1);
        expect(direction).toBe("ltr");
      }
      // The two ratings are told apart by what they measure and by their source.
      const ratings = [showcase.stats.rating, showcase.stats.reviews] as {
        label: string;
        source?: string;
      }[];
      expect(ratings[0]!.label).not.toBe(ratings[1]!.label);
      expect(ratings.every((rating) => rating.source)).toBe(true);
    });

  test("with JavaScript off every section is readable and no control misleads @mobile", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    for (const slide of slides)
      await expect(page.getByRole("heading", { name: slide.title })).toBeAttached();
    await expect(page.getByText(slides[0]!.title)).toBeVisible();
    for (const item of faqItems) await expect(page.getByText(item.answer)).toBeVisible();
    await expect(page.getByRole("button", { name: /slide/i })).toHaveCount(0);
    await expect(page.getByRole("radiogroup", { name: "Colour theme" })).toBeHidden();
    await context.close();
  });

  // One load, resized in place: the layout is CSS's alone (no script reads the width).
  test("no horizontal scroll at 320, 390, 768, 1024 and 1440 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    for (const width of [320, 390, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await carousel(page).scrollIntoViewIfNeeded();
      await page.getByRole("heading", { name: "Questions, answered" }).scrollIntoViewIfNeeded();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `at ${width} px`,
      ).toBe(width);
    }
  });
});

test.describe("the header at tablet and laptop widths", () => {
  // At 768 px the section links used to squeeze the product name to "Ca…" and wrap
  // "Aperçu en direct" over three lines, out of the header: they show from 1024 px.
  // One load per language, resized in place (the header is laid out by CSS alone).
  test("fits one row at 768 and 1024 px in every language, nothing cut or wrapped", async ({
    page,
  }) => {
    for (const locale of locales) {
      await page.setViewportSize({ width: 768, height: 800 });
      await page.goto(inLocale(locale, "/"));
      for (const width of [768, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        const header = page.locator("header").first();
        const fit = await header.evaluate((element) => ({
          height: element.getBoundingClientRect().height,
          cut: [...element.querySelectorAll("*")]
            .filter((e) => getComputedStyle(e).textOverflow === "ellipsis")
            .filter((e) => e.scrollWidth > e.clientWidth)
            .map((e) => e.textContent),
          wrapped: [...element.querySelectorAll("nav a")]
            .filter((a) => a.getClientRects().length > 1 || a.getBoundingClientRect().height > 40)
            .map((a) => a.textContent),
        }));
        expect(fit, `${locale} at ${width} px`).toEqual({ height: 65, cut: [], wrapped: [] });
      }
    }
  });
});

test.describe("links", () => {
  test("header section links land on their sections", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    for (const { id, label } of sectionLinks) {
      const link = page
        .getByRole("navigation", { name: "Sections" })
        .getByRole("link", { name: label });
      await expect(link).toHaveAttribute("href", `/#${id}`);
      await link.click();
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await expect(page.locator(`#${id}`)).toBeFocused();
    }
  });

  test("header section links work from another page too", async ({ page }) => {
    await page.goto("/privacy");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Sections" })
      .getByRole("link", { name: "Download" })
      .click();
    await expect(page).toHaveURL(`/#${sectionIds.download}`);
    await expect(page.locator(`#${sectionIds.download}`)).toBeInViewport();
  });

  test("both download buttons load /verification.html as a full page", async ({ page }) => {
    // The desktop project's user agent is Chrome on Windows: the Windows variant.
    await page.goto("/");
    await waitForHydration(page);
    const downloads = page.getByRole("link", { name: "Download for Windows" });
    await expect(downloads).toHaveCount(2);
    for (const index of [0, 1]) {
      await page.goto("/");
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      const response = page.waitForResponse((r) => r.url().endsWith(site.downloadHref));
      await downloads.nth(index).click();
      expect((await response).request().isNavigationRequest()).toBe(true);
      expect((await response).status()).toBe(200);
      await expect(page).toHaveURL(site.downloadHref);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // A full page load: the old window state is gone.
      expect(
        await page.evaluate(() => (window as unknown as { marker?: number }).marker),
      ).toBeUndefined();
    }
  });

  test("footer links reach the legal pages", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy");
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Terms of Service" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Terms");
  });
});

test.describe("scroll-down control", () => {
  /** Click the control and read where the page is in the same task, before any animation frame. */
  const clickAndMeasure = (page: Page) =>
    page.getByRole("link", { name: "See the features" }).evaluate((link, id) => {
      (link as HTMLAnchorElement).click();
      return document.getElementById(id)!.getBoundingClientRect().top;
    }, sectionIds.features);
  const features = (page: Page) => page.locator(`#${sectionIds.features}`);

  test("scrolls smoothly to the features and moves focus there", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    await waitForHydration(page);
    expect(await clickAndMeasure(page)).toBeGreaterThan(300); // still moving
    await expect(features(page)).toBeFocused();
    await expect
      .poll(() => features(page).evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(100);
  });

  test("jumps instantly under prefers-reduced-motion @mobile", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    expect(await clickAndMeasure(page)).toBeLessThan(100);
    await expect(features(page)).toBeFocused();
  });
});

/** The download button's name on Windows x64 (the desktop project's user agent). */
const windowsDownload = (label: string) =>
  installerList(release).length > 1
    ? `${label} (${en.downloadChoice.architectureNames.x64})`
    : label;

test("keyboard only: every control in order, each with a visible focus ring", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const stops: string[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      // A radio's name is its label's text, less what is hidden from assistive technology.
      const label = (el as HTMLInputElement).labels?.[0];
      const labelText =
        label &&
        [...label.childNodes]
          .filter((node) => !(node instanceof Element && node.closest("[aria-hidden=true]")))
          .map((node) => node.textContent)
          .join("");
      return {
        name: (el.getAttribute("aria-label") ?? labelText ?? el.textContent ?? "").trim(),
        ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
      };
    });
    if (!stop) continue;
    expect(stop.ring, `focus ring on "${stop.name}"`).toBe(true);
    // Scrolled into view (smoothly, so give it a moment).
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const rect = document.activeElement!.getBoundingClientRect();
            return rect.bottom > 0 && rect.top < window.innerHeight && rect.width > 0;
          }),
        { message: `"${stop.name}" on screen` },
      )
      .toBe(true);
    stops.push(stop.name);
    if (stop.name === faqItems[0]!.question && !stops.includes("opened")) {
      await page.keyboard.press("Enter");
      await expect(page.getByText(faqItems[0]!.answer)).toBeVisible();
      stops.push("opened");
    }
    if (stop.name === "Terms of Service") break;
  }
  const expected = [
    "Skip to main content",
    en.common.productName,
    ...sectionLinks.map((link) => link.label),
    "Language: English", // The language picker (a <details> disclosure).
    "System", // A native radio group: Tab enters at the checked option, arrows move within.
    windowsDownload(en.home.hero.downloadLabel),
    "See the features",
    "Previous slide",
    `Slide 1: ${slides[0]!.title}`,
    "Next slide",
    windowsDownload(en.download.intro.downloadLabel),
    faqItems[0]!.question,
    "opened",
    ...faqItems.slice(1).map((item) => item.question),
    "Privacy Policy",
    "Terms of Service",
  ];
  // In this order (other sections' controls may come in between).
  // If Tab reaches the prerendered slide list ("Slides") before the carousel
  // hydrates, focus moves on to "Previous slide" by itself: same stop.
  let at = 0;
  for (const name of stops)
    if ((name === "Slides" ? "Previous slide" : name) === expected[at]) at++;
  expect(expected.slice(at), `stops were: ${stops.join(" | ")}`).toEqual([]);
});
