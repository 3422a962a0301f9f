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
