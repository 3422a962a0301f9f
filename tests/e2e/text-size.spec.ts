import { test, expect } from "./fixtures";
import { inLocale } from "./locales";
import { openFully } from "../../a11y/pages";

/**
 * Text enlarged to 200 % on a 320 px screen (WCAG 1.4.4 with 1.4.10): every
 * size of the site is in rem, so doubling the root font size is what a
 * visitor's larger text setting does. The pages' width, their icons and the
 * download button at that size, in every language: tests/e2e/words.spec.ts
 * (one page load each). Here the live demo, in each of its views.
 */
// The browser logs the 404 status of the Not Found page.
test.use({ viewport: { width: 320, height: 720 }, allowedConsole: [/status of 404/] });

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
