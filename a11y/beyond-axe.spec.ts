import type { Page } from "@playwright/test";
import { test, expect } from "../tests/e2e/fixtures";
import { pages } from "../tests/e2e/routes";
import { openFully } from "./pages";

/**
 * What axe cannot see (the axe scans are a11y/audit.spec.ts): focus and
 * selected states under forced colours (Windows high contrast), and no motion
 * when the visitor asks for less. Generic: every page layout of the route
 * table and the 404 page, every focusable element, every in-page link.
 * Reflow (WCAG 1.4.10: 400 % zoom of a 1280 px window is 320 CSS px) is
 * tests/e2e/words.spec.ts's, for every page in every language.
 */
const notFound = "/this-page-does-not-exist";
// (/getCalendar is the landing page's HTML under another address.)
const paths = [...pages.map((p) => p.path).filter((p) => p !== "/getCalendar"), notFound];
// The legal pages share one layout and one set of controls: /privacy stands for
// /terms and /accessibility where the check is about controls, not text.
const layouts = paths.filter((p) => p !== "/terms" && p !== "/accessibility");
// The browser logs the 404 status of the Not Found page.
test.use({ allowedConsole: [/status of 404/] });

interface FocusStop {
  name: string;
  outlineStyle: string;
  outlineWidth: number;
  visible: boolean;
}

/**
 * Tab through the page from its start (at most `limit` stops), reading the
 * focused element's outline after each press. A keyup listener in the page
 * reads it (the Tab's keydown has moved focus by then), and the stops are
 * collected ten presses at a time: one round trip a press, not two.
 */
async function tabThrough(page: Page, limit = 80): Promise<FocusStop[]> {
  type Read = (FocusStop & { key: string }) | null;
  await page.evaluate(() => {
    // From the start of the page, as after a fresh load.
    window.scrollTo({ top: 0, behavior: "instant" });
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute("tabindex");
    const holder = window as unknown as { focusStops?: Read[] };
    if (holder.focusStops) {
      holder.focusStops.length = 0;
      return;
    }
    const stops: Read[] = [];
    holder.focusStops = stops;
    window.addEventListener(
      "keyup",
      (event) => {
        if (event.key !== "Tab") return;
        const element = document.activeElement;
        if (!element || element === document.body) {
          stops.push(null);
          return;
        }
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        const path = [];
        for (let e: Element | null = element; e && e !== document.body; e = e.parentElement) {
          path.unshift(
            `${e.tagName.toLowerCase()}:${[...(e.parentElement?.children ?? [])].indexOf(e)}`,
          );
        }
        stops.push({
          key: path.join(">"),
          name: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
          outlineStyle: style.outlineStyle,
          outlineWidth: parseFloat(style.outlineWidth),
          visible: rect.width > 0 && rect.height > 0,
        });
      },
      { capture: true },
    );
  });
  const stops: FocusStop[] = [];
  const seen = new Set<string>();
  for (let pressed = 0; pressed < limit;) {
    const batch = Math.min(10, limit - pressed);
    for (let i = 0; i < batch; i++) await page.keyboard.press("Tab");
    pressed += batch;
    const read = await page.evaluate(() => {
      const all = (window as unknown as { focusStops: Read[] }).focusStops;
      return all.splice(0, all.length);
    });
    // A press with no keyup in the page: focus left it (for the browser's own controls).
    if (read.length < batch) read.push(null);
    for (const stop of read) {
      if (!stop || seen.has(stop.key)) return stops; // wrapped around to the start
      seen.add(stop.key);
      const { name, outlineStyle, outlineWidth, visible } = stop;
      stops.push({ name, outlineStyle, outlineWidth, visible });
    }
  }
  return stops;
}

/**
 * One page load a layout for both: opened under forced colours and reduced
 * motion (each only changes CSS here: no script reads either), Tab goes
 * through every stop reading its outline; then forced colours go off, and
 * with the stops focused, every link and button is hovered and nothing may
 * move. (The focus ring has no motion variant: its outline is the same
 * either way.)
 */
test.describe("forced colours (Windows high contrast), then reduced motion", () => {
  for (const path of layouts) {
    test(`${path}: every focus stop shows an outline, selected states stay distinct; nothing animates or glides`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ forcedColors: "active", reducedMotion: "reduce" });
      await openFully(page, path);
      expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);

      const stops = await tabThrough(page);
      expect(stops.length, "focusable elements").toBeGreaterThan(2);
      const invisible = stops.filter(
        (s) => !s.visible || s.outlineStyle === "none" || !(s.outlineWidth > 0),
      );
      expect(invisible, "focus stops without a visible outline").toEqual([]);

      // Selected, pressed, checked or current items differ from their siblings
      // in something forced colours keep: the system colours, borders, outlines,
      // text decoration or weight (not background images or shadows).
      const sameAsSibling = await page.evaluate(() => {
        const selector =
          '[aria-selected="true"], [aria-pressed="true"], [aria-checked="true"], [aria-current]:not([aria-current="false"]), [data-selected]';
        // The element and its parts: the state often shows on an inner mark
        // (a dot that widens). Sizes count only for parts without text, so
        // siblings with longer labels do not pass as "distinct".
        const fingerprint = (element: Element) =>
          [element, ...element.querySelectorAll("*")]
            .map((e) => {
              const s = getComputedStyle(e);
              const rect = e.getBoundingClientRect();
              const size = e.textContent?.trim()
                ? ""
                : `${Math.round(rect.width)}x${Math.round(rect.height)}`;
              return [
                s.backgroundColor,
                s.color,
                s.borderTopColor,
                s.borderTopWidth,
                s.borderBottomWidth,
                s.outlineStyle,
                s.outlineWidth,
                s.textDecorationLine,
                s.fontWeight,
                s.opacity,
                size,
              ].join("|");
            })
            .join(";");
        const problems: string[] = [];
        for (const selected of document.querySelectorAll(selector)) {
          const sibling = [...(selected.parentElement?.children ?? [])].find(
            (e) =>
              e !== selected &&
              e.tagName === selected.tagName &&
              e.getAttribute("role") === selected.getAttribute("role") &&
              !e.matches(selector),
          );
          if (sibling && fingerprint(sibling) === fingerprint(selected)) {
            problems.push(selected.outerHTML.slice(0, 120));
          }
        }
        return problems;
      });
      expect(sameAsSibling, "selected items that look like the others").toEqual([]);

      // Selected text keeps a highlight of its own.
      const selection = await page.evaluate(() => {
        const h1 = document.querySelector("h1")!;
        window.getSelection()?.selectAllChildren(h1);
        const style = getComputedStyle(h1, "::selection");
        return { background: style.backgroundColor, colour: style.color };
      });
      expect(selection.background).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
      expect(selection.background).not.toBe(selection.colour);

      // Reduced motion alone: the site's own colours again.
      await page.emulateMedia({ forcedColors: "none", reducedMotion: "reduce" });
      await page.evaluate(() => window.getSelection()?.removeAllRanges());
      expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(false);
      expect(
        await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches),
      ).toBe(true);

      // Interact: every stop was focused above; hover every visible link and button.
      // (Each brought into view in the page: Playwright's scrollIntoViewIfNeeded
      // waited for it to be stable over animation frames, seconds a page.)
      const targets = await page.evaluate(() => {
        const visible = [...document.querySelectorAll("a, button")].filter((e) =>
          e.checkVisibility({ visibilityProperty: true }),
        );
        visible.slice(0, 30).forEach((e, i) => e.setAttribute("data-hover-target", String(i)));
        return Math.min(visible.length, 30);
      });
      for (let i = 0; i < targets; i++) {
        const centre = await page.evaluate((i) => {
          const target = document.querySelector(`[data-hover-target="${i}"]`)!;
          target.removeAttribute("data-hover-target");
          target.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
          const box = target.getBoundingClientRect();
          return box.width && box.height
            ? { x: box.left + box.width / 2, y: box.top + box.height / 2 }
            : null;
        }, i);
        if (centre) await page.mouse.move(centre.x, centre.y);
      }

      const moving = await page.evaluate(() => {
        const found: string[] = [];
        // Running animations and transitions (CSS or Web Animations) with any length.
        for (const animation of document.getAnimations()) {
          const timing = animation.effect?.getComputedTiming();
          const duration = Number(timing?.duration ?? 0);
          if (animation.playState === "running" && duration > 1) {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            found.push(`${animation.constructor.name} ${duration} ms on ${target?.tagName ?? "?"}`);
          }
        }
        // Transitions declared on interactive elements (they would run on hover/focus).
        const seconds = (list: string) =>
          Math.max(
            ...list.split(",").map((v) => parseFloat(v) * (v.trim().endsWith("ms") ? 0.001 : 1)),
          );
        const interactive = document.querySelectorAll(
          'a, button, input, select, textarea, summary, [tabindex], [role="button"], [role="tab"], [role="gridcell"], [role="option"]',
        );
        for (const element of interactive) {
          const style = getComputedStyle(element);
          const transition =
            style.transitionProperty !== "none" &&
            seconds(style.transitionDuration) + seconds(style.transitionDelay) > 0.01;
          const animation =
            style.animationName !== "none" && seconds(style.animationDuration) > 0.01;
          if (transition || animation) {
            found.push(
              `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}": transition ${style.transitionProperty} ${style.transitionDuration}, animation ${style.animationName}`,
            );
          }
        }
        return found;
      });
      expect(moving, "motion under prefers-reduced-motion").toEqual([]);
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe("auto");

      // In-page links jump: the scroll position is final on the next frame.
      // (The 404 page's "/#features" links lead to another page.)
      const here = new URL(page.url()).pathname;
      const inPage = page.locator('main a[href^="#"]:visible, main a[href^="/#"]:visible').filter({
        has: page.locator(`xpath=self::*[not(starts-with(@href, "/#")) or "${here}" = "/"]`),
      });
      for (const link of (await inPage.all()).slice(0, 5)) {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await link.click();
        const soon = await page.evaluate(
          () => new Promise<number>((r) => requestAnimationFrame(() => r(window.scrollY))),
        );
        await page.waitForTimeout(400);
        expect(await page.evaluate(() => window.scrollY), "no smooth scrolling").toBe(soon);
      }
    });
  }
});
