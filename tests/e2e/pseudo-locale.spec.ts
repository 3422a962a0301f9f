import { test, expect, waitForHydration } from "./fixtures";
import { contact } from "../../src/content/site";
import { browserNames } from "../../src/content/verification";

/**
 * The pseudo-locale (/en-xa/: every catalog text accented, 40 % longer,
 * between ⟦ and ⟧) exists in the development build only: this runs in the
 * "dev-build" project. Text that is not accented bypassed the catalogs; a
 * box that cuts longer text off will cut off a translation too.
 */
const paths = [
  "/en-xa/",
  "/en-xa/privacy",
  "/en-xa/terms",
  "/en-xa/accessibility",
  "/en-xa/verification.html",
  "/en-xa/nope",
];

// Text that is not copy: names and numbers from src/content/site.ts, and what
// Intl writes (month and day names of the demo, the country's name).
const address = contact.postalAddress;
const notCopy = [
  address.organisation,
  address.street,
  address.city,
  address.postalCode,
  "Israel",
  contact.privacyEmail,
  contact.legalEmail,
  contact.accessibilityEmail,
  "Windows",
  "ARM64", // a processor's name (the download page's facts)
  ...Object.values(browserNames), // brands the download page's pictures name
  "English (Pseudo-Accents)", // the picker names the current language in itself
  ...Array.from({ length: 12 }, (_, m) =>
    ["long", "short"].map((month) =>
      new Intl.DateTimeFormat("en", { month: month as "long" }).format(new Date(2025, m, 1)),
    ),
  ).flat(),
  ...Array.from({ length: 7 }, (_, d) =>
    ["long", "short", "narrow"].map((weekday) =>
      new Intl.DateTimeFormat("en", { weekday: weekday as "long" }).format(
        new Date(2025, 8, 7 + d),
      ),
    ),
  ).flat(),
];

test.use({ allowedConsole: [/status of 404/], viewport: { width: 320, height: 720 } });

test("every text comes from the catalogs, and nothing clips 40 % longer text at 320 px", async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      await page.waitForTimeout(40);
    }
    await page.waitForLoadState("networkidle");
    const found = await page.evaluate((allowed) => {
      const plain: string[] = [];
      const clipped: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? "";
        const parent = node.parentElement;
        if (!text || !parent || parent.closest("script, style, [hidden]")) continue;
        // Text in another language on purpose (the language picker's names).
        if (parent.closest("[lang]:not(html)")) continue;
        // Not words: addresses, file names, checksums, commands (isolated left to right).
        if (parent.closest('[dir="ltr"]:not(html)')) continue;
        // Plain English words: three ASCII letters in a row, outside the allowed names.
        let rest = text;
        for (const name of allowed) rest = rest.replaceAll(name, "");
        if (/[A-Za-z]{3,}/.test(rest) && !/[\u00C0-\u024F]/.test(rest))
          plain.push(text.slice(0, 60));
      }
      for (const element of document.querySelectorAll<HTMLElement>("body *")) {
        const style = getComputedStyle(element);
        if (!element.textContent?.trim() || !element.checkVisibility()) continue;
        if (style.clip !== "auto" || style.position === "absolute") continue; // visually hidden text
        const cuts = /hidden|clip/.test(style.overflowX) && style.textOverflow !== "ellipsis";
        if (cuts && element.scrollWidth > element.clientWidth + 1)
          clipped.push(
            `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 40)}"`,
          );
      }
      return {
        plain,
        clipped,
        width: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    }, notCopy);
    expect(found.plain, `${path}: text that bypasses the catalogs`).toEqual([]);
    expect(found.clipped, `${path}: text cut off`).toEqual([]);
    expect(found.width, `${path}: sideways scroll`).toBeLessThanOrEqual(0);
  }
});
