import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { pages } from "./routes";
import { inLocale } from "./locales";
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
  // The longest words (German), right to left (Hebrew) and lines broken by phrase
  // (Japanese); every language's width at 200 % text is tests/e2e/words.spec.ts's too.
  ...["de", "he", "ja"].map((locale) => inLocale(locale, "/")),
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

    // Icons keep their square: a label that wraps does not squeeze its icon.
    const squeezed = await page.evaluate(() =>
      [...document.querySelectorAll('svg[viewBox="0 0 24 24"]')]
        .filter((svg) => {
          const box = svg.getBoundingClientRect();
          return box.width > 0 && Math.abs(box.width - box.height) > 1;
        })
        .map((svg) => (svg.parentElement?.textContent ?? "").trim().slice(0, 40)),
    );
    expect(squeezed, "icons squeezed by their labels").toEqual([]);

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

/**
 * The live demo at 200 % text on 320 px, in each of its views: its words and
 * controls stay inside its window, none is cut (truncated or clipped by a
 * box too small for it), and no view tab breaks its word across lines. Only
 * the month grid may be wider than the window: it scrolls sideways inside
 * its own box (a two-dimensional table, the exception of WCAG 1.4.10). The
 * title bar's window name is decorative (aria-hidden) and may give way.
 * The weekday names stay apart. English, German for the longest words, and
 * Hebrew for the widest weekday names, right to left.
 */
for (const path of ["/", inLocale("de", "/"), inLocale("he", "/")]) {
  test(`${path}: 200 % text at 320 px, the demo's words and controls stay inside its window`, async ({
    page,
  }) => {
    await openFully(page, path);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = "200%";
    });
    const section = page.locator("#live-preview");
    const tabs = section.getByRole("tab");
    await expect(tabs).toHaveCount(3);
    for (const index of [0, 1, 2]) {
      const tab = tabs.nth(index);
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      const problems = await tab.evaluate((tabElement) => {
        const found: string[] = [];
        let frame = tabElement.parentElement;
        while (frame && getComputedStyle(frame).overflowX !== "hidden") frame = frame.parentElement;
        if (!frame) return ["no window frame around the tabs"];
        const edge = frame.getBoundingClientRect();
        const name = (el: Element) =>
          `${el.localName} "${(el.textContent ?? "").trim().slice(0, 30)}"`;
        for (const el of frame.querySelectorAll("*")) {
          if (el.closest('[aria-hidden="true"]')) continue;
          const style = getComputedStyle(el);
          if (style.position === "absolute" && style.clip !== "auto") continue; // sr-only
          if (el.closest(".sr-only")) continue;
          const box = el.getBoundingClientRect();
          if (!box.width) continue;
          const inScrollBox = (() => {
            for (let p = el.parentElement; p && p !== frame; p = p.parentElement)
              if (["auto", "scroll"].includes(getComputedStyle(p).overflowX)) return true;
            return false;
          })();
          if (!inScrollBox && (box.left < edge.left - 1 || box.right > edge.right + 1))
            found.push(`${name(el)} sticks out of the window`);
          if (["hidden", "clip"].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
            found.push(`${name(el)} is cut (${el.scrollWidth} px in ${el.clientWidth} px)`);
        }
        for (const t of frame.querySelectorAll('[role="tab"]')) {
          const range = document.createRange();
          range.selectNodeContents(t);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) found.push(`${name(t)} breaks over ${lines.size} lines`);
        }
        return found;
      });
      expect(problems, `view ${index + 1}`).toEqual([]);
    }
    // The month grid is still all there: it scrolls sideways inside the window.
    await tabs.nth(1).click();
    const grid = section.getByRole("grid");
    const overflow = await grid.evaluate((table) => {
      const box = table.parentElement!;
      return { style: getComputedStyle(box).overflowX, wider: box.scrollWidth > box.clientWidth };
    });
    expect(overflow).toEqual({ style: "auto", wider: true });
    // The weekday names stay apart: a name wider than its column wraps
    // rather than run into the next one ("יום א׳יום ב׳").
    const gaps = await grid.evaluate((table) => {
      const spans = [...table.querySelectorAll("th")].map((th) => {
        const range = document.createRange();
        range.selectNodeContents(th);
        const rects = [...range.getClientRects()];
        return {
          left: Math.min(...rects.map((r) => r.left)),
          right: Math.max(...rects.map((r) => r.right)),
        };
      });
      spans.sort((a, b) => a.left - b.left);
      return spans.slice(1).map((span, i) => Math.round(span.left - spans[i]!.right));
    });
    expect(Math.min(...gaps), `gaps between weekday names: ${gaps.join(", ")} px`).toBeGreaterThan(
      2,
    );
  });
}
