import type { Locator, Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { DEMO_START } from "../../src/content/demo-calendar";
import { faqItems } from "./copy";
import { sectionIds, type SectionId } from "../../src/content/sections";

/**
 * No tap is lost (issue #12): a tap or key press on a control of a section
 * whose code has not arrived yet takes effect once it has, exactly once
 * (src/runtime/hold-input.js holds it, src/runtime/replay-input.ts replays it).
 * Each test holds the section's chunk back, so the interaction surely lands
 * before the section hydrates, then lets it through.
 */

/**
 * Hold every request for a section's own chunk (its fetch and its import)
 * until released; with `down`, fail them until the network is back.
 */
async function holdChunk(page: Page, id: SectionId, { down = false } = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  let failing = down;
  await page.route(new RegExp(`/assets/${id}-[\\w-]{8}\\.js$`), async (route) => {
    requests++;
    if (failing) return route.abort("failed");
    await released;
    await route.continue();
  });
  return { release, requests: () => requests, networkBack: () => (failing = false) };
}

const wrapper = (page: Page, id: SectionId) => page.locator(`[data-section="${id}"]`);
/** Hydrated and done replaying: from now on the section's events reach React directly. */
const interactive = (page: Page, id: SectionId) =>
  expect(wrapper(page, id)).toHaveAttribute("data-interactive");
const demo = (page: Page) => page.locator(`#${sectionIds.livePreview}`);
const nextMonth = (page: Page) => demo(page).getByRole("button", { name: "Next month" });
/** The first of the month, some months after the demo's start. */
const monthAfterStart = (months: number) =>
  new Date(Date.UTC(DEMO_START.year, DEMO_START.month - 1 + months, 1));
/** The month grid is named by its month ("September 2025"). */
const monthGrid = (page: Page, monthsAfterStart: number) =>
  demo(page).getByRole("grid", {
    name: monthAfterStart(monthsAfterStart).toLocaleString("en-US", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
    exact: true,
  });

/** The landing page, hydrated, with a section's chunk held back. */
async function landingWithHeldChunk(page: Page, id: SectionId, options?: { down?: boolean }) {
  const held = await holdChunk(page, id, options);
  await page.goto("/");
  await waitForHydration(page);
  return held;
}

/** A tap with the pointer the project has (touch on the phone). */
async function tap(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to tap");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (test.info().project.use.hasTouch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

test("twenty rapid taps on Next month before hydration are twenty months @mobile", async ({
  page,
}) => {
  const { release } = await landingWithHeldChunk(page, sectionIds.livePreview);
  const next = nextMonth(page);
  await next.scrollIntoViewIfNeeded();
  const box = await next.boundingBox();
  if (!box) throw new Error("no Next month button");
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const hasTouch = test.info().project.use.hasTouch;
  for (let i = 0; i < 20; i++) {
    if (hasTouch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
  }
  // Not hydrated yet: the prerendered month is still shown.
  await expect(monthGrid(page, 0)).toBeVisible();
  await expect(wrapper(page, sectionIds.livePreview)).not.toHaveAttribute("data-interactive");

  release();
  // Twenty replays, one task each: seconds on a busy two-core machine.
  await expect(wrapper(page, sectionIds.livePreview)).toHaveAttribute("data-interactive", "", {
    timeout: 20_000,
  });
  await expect(monthGrid(page, 20)).toBeVisible();
  // And once ready, a tap is one month.
  await tap(page, next);
  await expect(monthGrid(page, 21)).toBeVisible();
});

test("a tap while the start-up code downloads: the section's files download at once, and the tap applies once the app runs", async ({
  page,
}) => {
  // React (the largest start-up file) held back: the page is painted, the
  // entry loader has started, nothing has run.
  let releaseReact!: () => void;
  const reactHeld = new Promise<void>((resolve) => (releaseReact = resolve));
  await page.route(/\/assets\/react-[\w-]{8}\.js$/, async (route) => {
    await reactHeld;
    await route.continue();
  });
  const sectionRequests: string[] = [];
  page.on("request", (request) => {
    if (new RegExp(`/assets/${sectionIds.livePreview}-[\\w-]{8}\\.js$`).test(request.url()))
      sectionRequests.push(request.url());
  });
  const reactRequested = page.waitForRequest(/\/assets\/react-[\w-]{8}\.js$/);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await reactRequested;
  expect(sectionRequests).toEqual([]);
  await tap(page, nextMonth(page));
  // Held, and the section's code requested by the inline script (no app has run).
  await expect.poll(() => sectionRequests.length).toBe(1);
  await expect(monthGrid(page, 0)).toBeVisible();

  releaseReact();
  await interactive(page, sectionIds.livePreview);
  await expect(monthGrid(page, 1)).toBeVisible();
  // Fetched once: the app's import() found it.
  expect(sectionRequests).toHaveLength(1);
});

test("every control of the demo tapped before hydration takes effect, in order", async ({
  page,
}) => {
  const { release } = await landingWithHeldChunk(page, sectionIds.livePreview);
  // A day cell, then a view tab.
  await tap(page, demo(page).locator('[data-day-key="2025-9-15"]'));
  await tap(page, demo(page).getByRole("tab", { name: "Week" }));
  release();
  await interactive(page, sectionIds.livePreview);
  await expect(demo(page).getByRole("tab", { name: "Week" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(
    demo(page).getByRole("complementary", { name: "Selected day" }).getByRole("heading"),
  ).toHaveText("Monday, September 15, 2025");
});

test("a key press on a focused control before hydration applies once it is ready", async ({
  page,
}) => {
  const { release } = await landingWithHeldChunk(page, sectionIds.livePreview);
  // Enter on a button (the browser clicks it), and an arrow key in the view tabs.
  await nextMonth(page).focus();
  await page.keyboard.press("Enter");
  const month = demo(page).getByRole("tab", { name: "Month" });
  await month.focus();
  // Seen first, from the window (the loader stops the key at the document).
  await page.evaluate(() =>
    window.addEventListener(
      "keydown",
      (event) =>
        setTimeout(() => (document.body.dataset.arrowPrevented = `${event.defaultPrevented}`)),
      { capture: true, once: true },
    ),
  );
  await page.keyboard.press("ArrowRight");
  // The arrow key did nothing of its own meanwhile (no scrolling the page).
  await expect(page.locator("body")).toHaveAttribute("data-arrow-prevented", "true");

  release();
  await interactive(page, sectionIds.livePreview);
  const year = demo(page).getByRole("tab", { name: "Year" });
  await expect(year).toHaveAttribute("aria-selected", "true");
  await expect(year).toBeFocused();
  await expect(demo(page).locator("[data-demo-title]")).toHaveText(
    String(monthAfterStart(1).getUTCFullYear()),
  );
  // Back in Month view: October, one month on from the start, not two.
  await page.keyboard.press("ArrowLeft");
  await expect(monthGrid(page, 1)).toBeVisible();
});

/** Whether the keyboard focus ring (the focus-ring utility: an outline) shows. */
const hasRing = (target: Locator) =>
  target.evaluate((element) => {
    const { outlineStyle, outlineWidth } = getComputedStyle(element);
    return outlineStyle !== "none" && parseFloat(outlineWidth) > 0;
  });

test("a tap replayed once the section is ready leaves no keyboard focus ring @mobile", async ({
  page,
}) => {
  const { release } = await landingWithHeldChunk(page, sectionIds.livePreview);
  await tap(page, nextMonth(page));
  release();
  await interactive(page, sectionIds.livePreview);
  await expect(monthGrid(page, 1)).toBeVisible();
  await expect(nextMonth(page)).toBeFocused();
  await expect.poll(() => hasRing(nextMonth(page))).toBe(false);
});

test("Enter replayed once the section is ready keeps the keyboard focus ring", async ({ page }) => {
  const { release } = await landingWithHeldChunk(page, sectionIds.livePreview);
  await nextMonth(page).focus();
  await page.keyboard.press("Enter");
  release();
  await interactive(page, sectionIds.livePreview);
  await expect(monthGrid(page, 1)).toBeVisible();
  await expect(nextMonth(page)).toBeFocused();
  await expect.poll(() => hasRing(nextMonth(page))).toBe(true);
});

test("a tap, then scrolling away: the tap applies and the page stays where the visitor went", async ({
  page,
}) => {
  const { release } = await landingWithHeldChunk(page, sectionIds.livePreview);
  await tap(page, nextMonth(page));
  // Back up to the hero (below, the FAQ folding would change where the page can scroll).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  release();
  await interactive(page, sectionIds.livePreview);
  await expect(monthGrid(page, 1)).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(monthGrid(page, 1)).not.toBeInViewport();
});

test.describe("a chunk that fails to download", () => {
  // The browser reports each aborted request itself; the page logs nothing.
  test.use({ allowedConsole: [/Failed to load resource: net::ERR_FAILED/] });

  test("is retried; the prerendered content stays usable and the taps apply", async ({ page }) => {
    const held = await landingWithHeldChunk(page, sectionIds.livePreview, { down: true });
    await tap(page, nextMonth(page));
    // Tried, failed, tried again (after a second).
    await expect.poll(held.requests, { timeout: 10_000 }).toBeGreaterThan(2);
    // Meanwhile the prerendered demo is all there.
    await expect(monthGrid(page, 0)).toBeVisible();
    await expect(demo(page).getByRole("heading", { name: "Live Preview" })).toBeVisible();
    // Back online: a tap tries again at once.
    held.networkBack();
    held.release();
    await tap(page, nextMonth(page));
    await interactive(page, sectionIds.livePreview);
    await expect(monthGrid(page, 2)).toBeVisible();
    await tap(page, nextMonth(page));
    await expect(monthGrid(page, 3)).toBeVisible();
  });
});

test("an FAQ question tapped before hydration is open once the answers fold @mobile", async ({
  page,
}) => {
  const { release } = await landingWithHeldChunk(page, sectionIds.faq);
  const [first, second] = faqItems;
  if (!first || !second) throw new Error("the FAQ needs two questions");
  await tap(page, page.getByRole("button", { name: first.question }));
  release();
  await interactive(page, sectionIds.faq);
  await expect(page.getByRole("button", { name: first.question })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(page.getByText(first.answer)).toBeVisible();
  await expect(page.getByRole("button", { name: second.question })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

test("scrolling past every section at full speed loses no content", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  for (const id of [sectionIds.livePreview, sectionIds.seeItInAction, sectionIds.faq]) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await interactive(page, id);
  }
  // Every section still shows its content.
  for (const id of Object.values(sectionIds)) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await expect(page.locator(`#${id}`).getByRole("heading").first()).toBeVisible();
  }
  await tap(page, nextMonth(page));
  await expect(monthGrid(page, 1)).toBeVisible();
});
