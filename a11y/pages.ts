import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "../tests/e2e/fixtures";

/** Open a page, let it hydrate, and scroll through it so every deferred section wakes. */
export async function openFully(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  // One call in the page: a screen at a time, two frames each (the
  // IntersectionObserver that wakes a section reports after a frame's layout).
  // A frame that does not come within 100 ms (a busy or unpainted page) is not waited for.
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    const height = document.documentElement.scrollHeight;
    for (let top = 0; top <= height; top += window.innerHeight) {
      window.scrollTo({ top, behavior: "instant" });
      await frame();
      await frame();
    }
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/**
 * Open every collapsed disclosure of the content (the FAQ's answers and the
 * like; header menus are left alone: an open menu may cover the rest). One
 * call in the page: each visible closed trigger is clicked (a click event,
 * as a screen reader's activation sends it), then again after the page has
 * rendered for any that a click revealed, up to 30 clicks as before. Then
 * none may be left closed. (One Playwright click each waited for the button
 * to be stable over animation frames: seconds on the landing page.)
 */
export async function openEveryDisclosure(page: Page): Promise<void> {
  const selector = 'main [aria-expanded="false"]';
  // A click in a section not yet hydrated is one React ignores (the held-input
  // script lets untrusted clicks through): wake those sections first.
  const asleep = page.locator(
    'main [data-section]:not([data-interactive]):has([aria-expanded="false"])',
  );
  await asleep.evaluateAll((wrappers) => wrappers.forEach((w) => w.scrollIntoView()));
  await expect(asleep, "sections with disclosures not yet hydrated").toHaveCount(0, {
    timeout: 15_000,
  });
  await page.evaluate(async (selector) => {
    const closed = () =>
      [...document.querySelectorAll<HTMLElement>(selector)].filter((e) => e.checkVisibility());
    for (let opened = 0, round = 0; round < 30 && opened < 30; round++) {
      const triggers = closed();
      if (!triggers.length) return;
      for (const trigger of triggers.slice(0, 30 - opened)) trigger.click();
      opened += triggers.length;
      // React commits a click's update before the next task; a frame (or 100 ms) for layout.
      await new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    }
  }, selector);
  await expect(page.locator(`${selector}:visible`), "disclosures left closed").toHaveCount(0);
}

/**
 * Reflow problems (WCAG 1.4.10) as they stand: a page wider than the window,
 * visible text outside the window (outside scroll containers, which may
 * scroll sideways), header text cut short with an ellipsis (the product name
 * never reads "Calen…"). With `platforms`, again with each platform's marks
 * on <html> (data-family, data-arch: the download parts' variants).
 */
export async function reflowProblems(
  page: Page,
  platforms: readonly { family: string; arch: string }[] = [],
): Promise<string[]> {
  return page.evaluate((platforms) => {
    const root = document.documentElement;
    /** Inside clipped (sr-only) text or a scroll container, for the element or an ancestor. */
    const exempt = new Map<Element, boolean>();
    const isExempt = (e: Element | null): boolean => {
      if (!e) return false;
      let found = exempt.get(e);
      if (found !== undefined) return found;
      const style = getComputedStyle(e);
      found =
        // Visually hidden text (sr-only) is clipped to 1 px on purpose.
        style.clip !== "auto" ||
        style.clipPath !== "none" ||
        // Scroll containers may scroll sideways on their own (WCAG 1.4.10 exception).
        (/auto|scroll/.test(style.overflowX) && e !== root && e !== document.body) ||
        isExempt(e.parentElement);
      exempt.set(e, found);
      return found;
    };
    const isHidden = (element: Element): boolean =>
      isExempt(element) ||
      !element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const check = (variant: string) => {
      const problems: string[] = [];
      const width = root.clientWidth;
      if (root.scrollWidth > width)
        problems.push(`${variant}the page is ${root.scrollWidth} px wide on a ${width} px screen`);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement || isHidden(node.parentElement)) {
          continue;
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width < 1 || rect.height < 1) continue;
          if (rect.left < -1 || rect.right > width + 1) {
            problems.push(
              `${variant}text outside the screen: "${node.textContent.trim().slice(0, 40)}" at ${Math.round(rect.left)}–${Math.round(rect.right)} px`,
            );
            break;
          }
        }
      }
      for (const e of document.querySelector("header")?.querySelectorAll("*") ?? []) {
        if (getComputedStyle(e).textOverflow === "ellipsis" && e.scrollWidth > e.clientWidth)
          problems.push(`${variant}header text cut short: "${e.textContent}"`);
      }
      return problems;
    };
    const problems = check("");
    const marks = { family: root.dataset.family, arch: root.dataset.arch };
    for (const { family, arch } of platforms) {
      root.dataset.family = family;
      root.dataset.arch = arch;
      exempt.clear();
      problems.push(...check(`as ${family}${arch ? ` ${arch}` : ""}: `));
    }
    for (const [key, value] of Object.entries(marks)) {
      if (value === undefined) delete root.dataset[key];
      else root.dataset[key] = value;
    }
    return problems;
  }, platforms);
}
