import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { GRID_CELLS, MAX_EVENTS_PER_DAY } from "../../src/content/demo-calendar";
import { sectionIds } from "../../src/content/sections";

const section = (page: Page) => page.locator(`#${sectionIds.livePreview}`);
const grid = (page: Page) => section(page).getByRole("grid");
const cells = (page: Page) => grid(page).getByRole("gridcell");
const title = (page: Page) => section(page).locator("[data-demo-title]");
const day = (page: Page, key: string) =>
  grid(page).locator(`[data-day-key="${key}"]:not([data-outside-month])`);

/** Scroll the demo into view and wait until its chunk has hydrated it. */
async function openDemo(page: Page, path = "/") {
  await page.goto(path);
  await section(page).scrollIntoViewIfNeeded();
  await expect(section(page)).toHaveAttribute("data-demo-ready", "true");
}

test.describe("Live Preview: load cost", () => {
  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });
    test("the prerendered grid is complete and visible @mobile", async ({ page }) => {
      await page.goto("/");
      await expect(title(page)).toHaveText("September 2025");
      await expect(cells(page)).toHaveCount(GRID_CELLS);
      await expect(day(page, "2025-9-1")).toBeVisible();
      await expect(day(page, "2025-9-15")).toHaveAttribute("data-highlighted", "true");
    });
  });
});

test.describe("Live Preview: layout", () => {
  test("each view tab's word stays on one line where there is room", async ({ page }) => {
    await openDemo(page);
    const lines = await section(page)
      .getByRole("tab")
      .evaluateAll((tabs) =>
        tabs.map((tab) => {
          const range = document.createRange();
          range.selectNodeContents(tab);
          return `${tab.textContent}: ${range.getClientRects().length}`;
        }),
      );
    expect(lines).toEqual(["Week: 1", "Month: 1", "Year: 1"]);
  });
});

test.describe("Live Preview: mouse journey", () => {
  test("pages, wraps, selects and switches views @mobile", async ({ page }) => {
    await openDemo(page);
    await expect(title(page)).toHaveText("September 2025");
    await expect(cells(page)).toHaveCount(GRID_CELLS);
    await expect(section(page).getByRole("tab", { name: "Month" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    const next = section(page).getByRole("button", { name: "Next month" });
    await next.click();
    await expect(title(page)).toHaveText("October 2025");
    // react-aria's live announcer says the new month.
    await expect(page.locator("[data-live-announcer]")).toContainText("October 2025");

    const oct1 = day(page, "2025-10-1");
    await expect(oct1.locator("[data-chip]")).toHaveCount(MAX_EVENTS_PER_DAY);
    await oct1.click();
    await expect(oct1).toHaveAttribute("data-selected", "true");
    const ring = await oct1.evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(ring).not.toBe("rgba(0, 0, 0, 0)");
    const panel = section(page).getByRole("complementary", { name: "Selected day" });
    await expect(panel.getByRole("heading")).toHaveText("Wednesday, October 1, 2025");
    await expect(panel.getByRole("listitem")).toHaveCount(3);

    for (let i = 0; i < 3; i++) await next.click();
    await expect(title(page)).toHaveText("January 2026");
    await section(page).getByRole("button", { name: "Previous month" }).click();
    await expect(title(page)).toHaveText("December 2025");

    await section(page).getByRole("tab", { name: "Year" }).click();
    await expect(title(page)).toHaveText("2025");
    await section(page)
      .getByRole("button", { name: /^February 2025, \d+ events$/ })
      .click();
    await expect(title(page)).toHaveText("February 2025");
    await expect(cells(page)).toHaveCount(GRID_CELLS);

    await day(page, "2025-2-14").click();
    await section(page).getByRole("tab", { name: "Week" }).click();
    const week = section(page).getByRole("tabpanel", { name: "Week" });
    await expect(week.getByRole("button", { name: "Fri, Feb 14" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(week).toContainText("Valentine's Day");
  });
});

test.describe("Live Preview: keyboard only", () => {
  test("reaches the demo with Tab and drives it with the APG keys", async ({ page }) => {
    await openDemo(page);
    await page.locator("body").press("Home");
    const previous = section(page).getByRole("button", { name: "Previous month" });
    for (
      let i = 0;
      i < 40 && !(await previous.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(previous).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(title(page)).toHaveText("October 2025");

    await page.keyboard.press("Tab"); // the Month tab
    await expect(section(page).getByRole("tab", { name: "Month" })).toBeFocused();
    await page.keyboard.press("Tab"); // into the grid, on the focused day
    await expect(day(page, "2025-10-1")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(day(page, "2025-10-2")).toHaveAttribute("data-selected", "true");
    await expect(section(page).getByRole("complementary")).toContainText("Yom Kippur");

    // react-aria: End goes to the last day of the month.
    await page.keyboard.press("End");
    await expect(day(page, "2025-10-31")).toBeFocused();
    await page.keyboard.press("PageDown");
    await expect(title(page)).toHaveText("November 2025");
    await page.keyboard.press("Shift+PageUp");
    await expect(title(page)).toHaveText("November 2024");
    await page.keyboard.press("Shift+PageDown");
    await page.keyboard.press("PageUp");
    await expect(title(page)).toHaveText("October 2025");
    await expect(cells(page)).toHaveCount(GRID_CELLS);

    // Tabs: arrows move and activate; choosing a month in Year view opens it.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("ArrowRight");
    await expect(section(page).getByRole("tab", { name: "Year" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const name = await page.evaluate(
        () => document.activeElement?.getAttribute("aria-label") ?? "",
      );
      if (name.startsWith("December")) break;
    }
    await page.keyboard.press("Enter");
    await expect(title(page)).toHaveText("December 2025");
    await expect(grid(page).locator("[role=button]:focus")).toHaveAttribute(
      "aria-label",
      /December/,
    );
  });
});

test.describe("Live Preview: bad input", () => {
  test("paging over a hundred months, rapid clicks and view switches keep 42 cells", async ({
    page,
  }) => {
    await openDemo(page);
    test.setTimeout(90_000);
    await day(page, "2025-9-15").click();
    // 126 months forward (6 months, then 10 years), then back.
    for (let i = 0; i < 6; i++) await page.keyboard.press("PageDown");
    for (let i = 0; i < 10; i++) await page.keyboard.press("Shift+PageDown");
    await expect(title(page)).toHaveText("March 2036");
    await expect(cells(page)).toHaveCount(GRID_CELLS);
    for (let i = 0; i < 10; i++) await page.keyboard.press("Shift+PageUp");
    for (let i = 0; i < 6; i++) await page.keyboard.press("PageUp");
    await expect(title(page)).toHaveText("September 2025");
    await expect(cells(page)).toHaveCount(GRID_CELLS);

    const next = section(page).getByRole("button", { name: "Next month" });
    await next.click({ clickCount: 12, delay: 0 });
    await expect(title(page)).toHaveText("September 2026");
    await section(page).getByRole("tab", { name: "Week" }).click();
    await section(page).getByRole("button", { name: "Next week" }).click();
    await section(page).getByRole("tab", { name: "Month" }).click();
    await expect(cells(page)).toHaveCount(GRID_CELLS);
    // The selection (15 September 2025) survives, and is not in this grid.
    await expect(grid(page).locator("[data-selected]")).toHaveCount(0);
    await expect(section(page).getByRole("complementary").getByRole("heading")).toHaveText(
      "Monday, September 15, 2025",
    );
  });

  test("the grid keeps its size from month to month (no layout shift) @mobile", async ({
    page,
  }) => {
    await openDemo(page);
    const box = async () => (await grid(page).boundingBox())!;
    const first = await box();
    for (let i = 0; i < 12; i++) {
      await section(page).getByRole("button", { name: "Next month" }).click();
      expect(await box()).toEqual(first);
    }
  });
});

test.describe("Live Preview: small screens and preferences", () => {
  test.use({ viewport: { width: 320, height: 700 } });
  test("no horizontal scroll at 320 px, 7 columns, forced colors keep the ring", async ({
    page,
  }) => {
    await openDemo(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const rowCells = grid(page).locator("tbody tr").first().getByRole("gridcell");
    await expect(rowCells).toHaveCount(7);
    await page.emulateMedia({ forcedColors: "active", reducedMotion: "reduce" });
    const sep15 = day(page, "2025-9-15");
    await sep15.click();
    const style = await sep15.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        border: s.borderTopColor,
        width: s.borderTopWidth,
        // No colour easing under reduced motion (nor on a touch screen).
        transition: s.transitionDuration,
      };
    });
    expect(style.width).toBe("2px");
    expect(style.border).not.toBe("rgba(0, 0, 0, 0)");
    expect(style.transition).toBe("0s");
  });
});

// An English page stays English in every part; the visitor's region still
// sets the first day of the week and the calendar system (issue #9). A year
// of paging meets every month's layout of the grid. On the phone
// too for one of them: what a locale changes there is the words' width.
for (const locale of ["he-IL", "ar-EG", "en-GB", "ja-JP-u-ca-japanese"]) {
  test.describe(`Live Preview in a ${locale} browser`, () => {
    test.use({ locale });
    test(`stays English, takes the region's conventions and keeps 42 cells${locale === "he-IL" ? " @mobile" : ""}`, async ({
      page,
    }) => {
      await openDemo(page);
      await expect(section(page).locator("[dir]").first()).toHaveAttribute("dir", "ltr");
      await expect(section(page).getByRole("button", { name: "Next month" })).toBeVisible();
      if (locale === "en-GB") {
        await expect(grid(page).locator("thead th").first()).toHaveText(/Mon/i);
      }
      if (locale === "he-IL") {
        await expect(title(page)).toHaveText("September 2025");
        await expect(grid(page).locator("thead th").first()).toHaveText(/Sun/i);
      }
      if (locale.startsWith("ja")) await expect(title(page)).toContainText("Reiwa");
      await expect(section(page)).not.toContainText(/[\u0590-\u05FF\u0600-\u06FF\u3040-\u30FF]/);
      const start = await title(page).textContent();
      // Twelve quick clicks (one actionability check, not twelve).
      await section(page)
        .getByRole("button", { name: "Next month" })
        .click({ clickCount: 12, delay: 0 });
      await expect(cells(page)).toHaveCount(GRID_CELLS);
      await expect(title(page)).not.toHaveText(start ?? "");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  });
}

// The dev-build server (started by playwright.config.ts on PORT + 1) reports
// every hydration mismatch as a console error, which the fixture fails on.
const devPort = Number(process.env.DEV_PORT ?? Number(process.env.PORT ?? 4173) + 1);
test.describe("Live Preview hydration with a foreign locale (development build)", () => {
  test.use({ locale: "he-IL", baseURL: `http://127.0.0.1:${devPort}` });
  test("hydrates with no mismatch, and stays English on an English page", async ({ page }) => {
    await openDemo(page);
    await expect(title(page)).toHaveText("September 2025");
    await page.waitForLoadState("networkidle");
  });
  test("hydrates the Hebrew page with no mismatch, in Hebrew", async ({ page }) => {
    await openDemo(page, "/he/");
    await expect(title(page)).toHaveText("ספטמבר 2025");
    await page.waitForLoadState("networkidle");
  });
});

// Colour changes ease under a mouse; on a touch screen a tap's colours change
// at once, with no frames to repaint while the page answers (color-transition
// in app.css, decision 007).
test("a day's colours ease under a mouse and change at once on a touch screen @mobile", async ({
  page,
}) => {
  await openDemo(page);
  const { fine, duration } = await day(page, "2025-9-15").evaluate((element) => ({
    fine: matchMedia("(pointer: fine)").matches,
    duration: getComputedStyle(element).transitionDuration,
  }));
  expect(duration).toBe(fine ? "0.15s" : "0s");
});
