import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { pages } from "./routes";
import { inLocale, translations } from "./locales";
import { openEveryDisclosure, openFully } from "../../a11y/pages";

/**
 * Text enlarged to 200 % on a 320 px screen (WCAG 1.4.4 with 1.4.10): every
 * size of the site is in rem, so doubling the root font size is what a
 * visitor's larger text setting does. Nothing may push the page sideways;
 * the header's controls wrap onto a second row, long words break, pictures
 * clip inside their own frames. One test per page: every page of the route
 * table, the 404 page, and each translation's home page (longer words).
 */
const notFound = "/this-page-does-not-exist";
const paths = [
  ...pages.filter((p) => p.path !== "/getCalendar").map((p) => p.path),
  notFound,
  ...translations.map((locale) => inLocale(locale, "/")),
];

// The browser logs the 404 status of the Not Found page.
test.use({ viewport: { width: 320, height: 720 }, allowedConsole: [/status of 404/] });

/** The download buttons: to the download page on the landing pages, to the installer on it. */
function downloadButton(page: Page, path: string) {
  const href = path.endsWith(".html") ? '[href$=".exe"]' : '[href$="verification.html"]';
  return page.locator(`main a${href}:visible`).first();
}

async function pageWidth(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

for (const path of paths) {
  test(`${path}: 200 % text at 320 px does not scroll sideways`, async ({ page }) => {
    await openFully(page, path);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = "200%";
    });
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
      "root font size",
    ).toBe("32px");

    const atTop = await pageWidth(page);
    expect(atTop.scrollWidth, "page width").toBeLessThanOrEqual(atTop.clientWidth);

    // Every answer open (the FAQ): their text must reflow too.
    await openEveryDisclosure(page);
    const expanded = await pageWidth(page);
    expect(expanded.scrollWidth, "page width, answers open").toBeLessThanOrEqual(
      expanded.clientWidth,
    );

    // The download button is still there, inside the screen, and nothing covers it.
    if (!/^\/([a-z]{2}\/)?(verification\.html)?$/.test(path)) return;
    const download = downloadButton(page, path);
    await download.scrollIntoViewIfNeeded();
    await expect(download).toBeInViewport({ ratio: 1 });
    const box = await download.boundingBox();
    expect(box, "download button box").not.toBeNull();
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.getAttribute("href"),
      { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
    );
    expect(hit, "what a tap on the download button reaches").toBe(
      await download.getAttribute("href"),
    );
  });
}
