import type { Page } from "@playwright/test";
import { waitForHydration } from "../tests/e2e/fixtures";

/** Open a page, let it hydrate, and scroll through it so every deferred section wakes. */
export async function openFully(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => window.innerHeight);
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.waitForTimeout(30);
  }
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/**
 * Open every collapsed disclosure of the content (the FAQ's answers and the
 * like; header menus are left alone: an open menu may cover the rest).
 */
export async function openEveryDisclosure(page: Page): Promise<void> {
  const closed = page.locator('main [aria-expanded="false"]:visible');
  for (let opened = 0; opened < 30 && (await closed.count()); opened++) {
    await closed.first().click({ timeout: 2000 });
  }
}
