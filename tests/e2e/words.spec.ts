import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { pages } from "./routes";
import { inLocale, locales } from "./locales";
import { openEveryDisclosure, openFully, reflowProblems } from "../../a11y/pages";

/**
 * Not one word broken (issue #38): no word of letters splits over two lines.
 * Each page of the route table and a 404 path, in every locale, is loaded
 * once at 1440 px (every section woken, every FAQ answer and the language
 * picker's list open), then resized in place: 1440, 390 and 320 px, where no
 * word of up to 14 letters may split, and 320 px with the root font at 200 %
 * (a visitor's larger text: every size is in rem), where no word of up to 8
 * letters may, no icon is squeezed and the download button stays whole on
 * screen. No view is wider than the screen; at 320 px (and 100 % text: a
 * 1280 px window at 400 % zoom) the page reflows in full (WCAG 1.4.10: no
 * text outside the screen, none cut in the header), each platform's download
 * parts too. Longer words may be hyphenated or broken: a compound
 * can be wider than a phone.
 *
 * In the page, one call per view walks every visible text node, finds its
 * words with Intl.Segmenter in the node's language (letters, with an
 * apostrophe or a soft hyphen inside) and its figures (a run between spaces
 * or after a hyphen, with a digit: "75.000+", "(x64)", as long as the words), and reads the client
 * rects of each: one whose visible rects sit on two lines is split. Japanese
 * has no spaces, ICU's dictionary words and the browser's phrases
 * (word-break: auto-phrase) disagree, and its lines may break inside a word:
 * there only the Latin words and figures are judged, and the line breaking
 * rule Japanese readers hold (kinsoku): no line starts with a closing mark,
 * a small kana or a long-vowel mark, none ends with an opening mark. On pages with
 * platform-aware parts (the download buttons) each platform's variant is
 * walked too, by setting the marks the head script sets (data-family,
 * data-arch). A failure names the page, the view, the word as it broke
 * ("Cop/y/link") and its element.
 */

/** Views: the width, the root font size, the longest word that must stay whole. */
const views = [
  { width: 1440, textSize: "", maxLetters: 14 },
  { width: 390, textSize: "", maxLetters: 14 },
  { width: 320, textSize: "", maxLetters: 14 },
  { width: 320, textSize: "200%", maxLetters: 8 },
] as const;

const notFound = "/this-page-does-not-exist";
const paths = locales.flatMap((locale) =>
  [...pages.map((p) => p.path), notFound]
    // /getCalendar is the landing page's HTML under another address.
    .filter((path) => path !== "/getCalendar")
    .map((path) => inLocale(locale, path)),
);

interface Split {
  /** The word with a slash where each line ends: "Cop/y". */
  pieces: string;
  word: string;
  /** The element holding the word: `button "Copy link"`. */
  element: string;
  /** The part of the page: "hero", "#features", "main", "footer"… */
  where: string;
}

/**
 * Runs in the page: every word of at most `maxLetters` letters whose visible
 * rects sit on more than one line. With `platforms`, each platform's variant
 * of the download buttons too.
 */
async function findSplitWords({
  textSize,
  maxLetters,
  platforms,
}: {
  textSize: string;
  maxLetters: number;
  platforms: { family: string; arch: string }[];
}): Promise<Split[]> {
  const root = document.documentElement;
  root.style.fontSize = textSize;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await frame();
  await frame();

  const found = new Map<string, Split>();
  const segmenters = new Map<string, Intl.Segmenter>();
  const word = /^\p{L}[\p{L}\p{M}'’׳״\u00ad]*$/u;
  // Japanese script, and its line-breaking rule (kinsoku: line-break: strict in app.css).
  const japanese = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
  const noLineStart =
    /[、。，．・：；？！ー々）」』】〕〉》］｝ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ)\]}.,:;!?]/u;
  const noLineEnd = /[（「『【〔〈《［｛([{]/u;
  const range = document.createRange();
  /** Where an element's content is cut (its overflow: hidden or clip ancestors), or null. */
  const clips = new Map<Element, DOMRect | null>();
  const clipOf = (el: Element | null): DOMRect | null => {
    if (!el || el === root) return null;
    if (clips.has(el)) return clips.get(el)!;
    const outer = clipOf(el.parentElement);
    const style = getComputedStyle(el);
    let clip = outer;
    if (/hidden|clip/.test(style.overflowX + style.overflowY)) {
      const box = el.getBoundingClientRect();
      clip = outer
        ? new DOMRect(
            Math.max(box.left, outer.left),
            Math.max(box.top, outer.top),
            Math.max(0, Math.min(box.right, outer.right) - Math.max(box.left, outer.left)),
            Math.max(0, Math.min(box.bottom, outer.bottom) - Math.max(box.top, outer.top)),
          )
        : box;
    }
    clips.set(el, clip);
    return clip;
  };
  const rectsOf = (node: Text, start: number, end: number, clip: DOMRect | null) => {
    range.setStart(node, start);
    range.setEnd(node, end);
    return [...range.getClientRects()].filter(
      (r) =>
        r.width > 0 &&
        r.height > 0 &&
        (!clip ||
          (r.right > clip.left + 1 &&
            r.left < clip.right - 1 &&
            r.bottom > clip.top + 1 &&
            r.top < clip.bottom - 1)),
    );
  };
  /** Two rects are on one line when their middles are closer than half the smaller height. */
  const sameLine = (a: DOMRect, b: DOMRect) =>
    Math.abs((a.top + a.bottom) / 2 - (b.top + b.bottom) / 2) < Math.min(a.height, b.height) / 2;
  const describe = (el: Element) => {
    const text = (el.textContent ?? "").trim().replace(/\s+/g, " ");
    return `${el.localName} "${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
  };
  const whereOf = (el: Element) => {
    if (el.closest('section[aria-labelledby="hero-title"]')) return "hero";
    const section = el.closest("section[id]");
    if (section) return `#${section.id}`;
    return el.closest("header, footer, main")?.localName ?? "body";
  };

  const walk = (from: Element) => {
    const walker = document.createTreeWalker(from, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text) {
      const el = node.parentElement;
      if (!el || !/\p{L}/u.test(node.data)) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const clip = clipOf(el);
      // Visually hidden text (sr-only): clipped to a box of a pixel or none.
      if (clip && (clip.width <= 1 || clip.height <= 1)) continue;
      const lang = el.closest("[lang]")?.getAttribute("lang") || "en";
      let segmenter = segmenters.get(lang);
      if (!segmenter) {
        segmenter = new Intl.Segmenter(lang, { granularity: "word" });
        segmenters.set(lang, segmenter);
      }
      // Words of letters, and figures: a run between spaces (or after a hyphen)
      // with a digit in it ("75.000+", "(x64)", "4,8/5"; a no-break space joins a run).
      const candidates = [
        ...[...segmenter.segment(node.data)]
          .filter(({ segment, isWordLike }) => isWordLike && word.test(segment))
          .filter(({ segment }) => !japanese.test(segment))
          .filter(({ segment }) => (segment.match(/\p{L}/gu)?.length ?? 0) <= maxLetters),
        // (A figure's run ends at Japanese script and its full-width marks too.)
        ...[
          ...node.data.matchAll(
            /[^ \t\n\r\f‐–\-\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303f\uff00-\uffef]+[‐–-]?/gu,
          ),
        ]
          .filter(([run]) => /\d/.test(run) && [...run].length <= maxLetters)
          .map((match) => ({ segment: match[0], index: match.index })),
      ];
      for (const { segment, index } of candidates) {
        const rects = rectsOf(node, index, index + segment.length, clip);
        if (rects.every((r) => sameLine(r, rects[0]!))) continue;
        // The word as it broke: a slash where a line ends.
        let pieces = "";
        let last: DOMRect | undefined;
        let offset = index;
        for (const char of segment) {
          const rect = rectsOf(node, offset, offset + char.length, clip)[0];
          if (rect && last && !sameLine(rect, last)) pieces += "/";
          pieces += char;
          last = rect ?? last;
          offset += char.length;
        }
        const split = {
          pieces,
          word: segment,
          element: describe(el),
          where: whereOf(el),
        };
        found.set(`${split.pieces} ${split.element} ${split.where}`, split);
      }
      if (!japanese.test(node.data)) continue;
      // Kinsoku: where a line of Japanese ends, the marks on either side of the break.
      let last: DOMRect | undefined;
      let previous = "";
      let offset = 0;
      for (const char of node.data) {
        const rect = rectsOf(node, offset, offset + char.length, clip)[0];
        if (
          rect &&
          last &&
          !sameLine(rect, last) &&
          (noLineStart.test(char) || noLineEnd.test(previous))
        ) {
          const split = {
            pieces: `${node.data.slice(Math.max(0, offset - 6), offset)}/${node.data.slice(offset, offset + 6)}`,
            word: char,
            element: describe(el),
            where: whereOf(el),
          };
          found.set(`${split.pieces} ${split.element} ${split.where}`, split);
        }
        if (rect) last = rect;
        previous = char;
        offset += char.length;
      }
    }
  };

  walk(document.body);
  const marks = { family: root.dataset.family, arch: root.dataset.arch };
  const variants = [...document.querySelectorAll("[data-show-for], [data-show-for-arch]")];
  for (const { family, arch } of platforms) {
    root.dataset.family = family;
    root.dataset.arch = arch;
    clips.clear();
    for (const variant of variants) walk(variant);
  }
  for (const [key, value] of Object.entries(marks)) {
    if (value === undefined) delete root.dataset[key];
    else root.dataset[key] = value;
  }
  return [...found.values()];
}

test.use({
  viewport: { width: 1440, height: 900 },
  // A desktop away from Windows: the "send it to your PC" panel loads and hydrates, and
  // the Windows variants of the download buttons (static HTML) are walked after it.
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  // The browser logs the 404 status of the Not Found page.
  allowedConsole: [/status of 404/],
});

for (const path of paths) {
  test(`${path}: no word splits over two lines`, async ({ page }) => {
    await openFully(page, path);
    await openEveryDisclosure(page);
    await page.evaluate(() => {
      document.querySelector<HTMLDetailsElement>("details[data-language-picker]")!.open = true;
    });
    // The download buttons' other variants: a Windows PC (each processor), an older
    // Windows, and an unknown device (the plain button).
    const platforms = (await page.locator("[data-show-for]").count())
      ? [
          { family: "windows", arch: "x64" },
          { family: "windows", arch: "arm64" },
          { family: "windows-legacy", arch: "x64" },
          { family: "unknown", arch: "" },
        ]
      : [];

    const splits: string[] = [];
    for (const { width, textSize, maxLetters } of views) {
      await page.setViewportSize({ width, height: 900 });
      const view = `${path} · ${width} px${textSize ? `, ${textSize} text` : ""}`;
      for (const split of await page.evaluate(findSplitWords, {
        textSize,
        maxLetters,
        platforms,
      })) {
        splits.push(`${view} · ${split.where}: "${split.pieces}" in ${split.element}`);
      }
      // Nor does the page scroll sideways (WCAG 1.4.10). At 320 px and 100 % text (a
      // 1280 px window zoomed to 400 %), the reflow check in full: no text outside
      // the screen, none cut in the header, for each platform's download parts too.
      const reflow =
        width === 320 && !textSize
          ? await reflowProblems(page, platforms)
          : await page.evaluate(() => {
              const { scrollWidth, clientWidth } = document.documentElement;
              return scrollWidth > clientWidth
                ? [`the page is ${scrollWidth} px wide on a ${clientWidth} px screen`]
                : [];
            });
      splits.push(...reflow.map((problem) => `${view} · ${problem}`));
      if (textSize) splits.push(...(await largeTextProblems(page, path, view)));
    }
    expect(splits, "words split over two lines, or a page wider than the screen").toEqual([]);
  });
}

/**
 * At 200 % text on 320 px (WCAG 1.4.4 with 1.4.10), beyond the width: icons
 * keep their square (a label that wraps does not squeeze its icon), and on
 * the landing and download pages the download button is on screen whole,
 * with nothing over it.
 */
async function largeTextProblems(page: Page, path: string, view: string): Promise<string[]> {
  const problems = (
    await page.evaluate(() =>
      [...document.querySelectorAll('svg[viewBox="0 0 24 24"]')]
        .filter((svg) => {
          const box = svg.getBoundingClientRect();
          return box.width > 0 && Math.abs(box.width - box.height) > 1;
        })
        .map((svg) => (svg.parentElement?.textContent ?? "").trim().slice(0, 40)),
    )
  ).map((label) => `${view} · an icon squeezed by its label "${label}"`);
  if (!/^\/([a-z]{2}\/)?(verification\.html)?$/.test(path)) return problems;
  // The language picker's list, open for the words, would cover the button.
  await page.evaluate(() => {
    document.querySelector<HTMLDetailsElement>("details[data-language-picker]")!.open = false;
  });
  // To the download page on the landing pages, to the installer on it.
  const href = path.endsWith(".html") ? '[href$=".exe"]' : '[href$="verification.html"]';
  const download = page.locator(`main a${href}:visible`).first();
  // Centred, clear of the sticky header (taller at this size).
  await download.evaluate((link) => link.scrollIntoView({ block: "center" }));
  await expect(download, `${view}: the download button, whole on screen`).toBeInViewport({
    ratio: 1,
  });
  // A point of the link's own text (an inline link may wrap: its box's centre is not in it).
  const hit = await download.evaluate((link) => {
    const rect = link.getClientRects()[0]!;
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    return document.elementFromPoint(x, y)?.closest("a")?.getAttribute("href");
  });
  if (hit !== (await download.getAttribute("href")))
    problems.push(`${view} · a tap on the download button reaches ${hit ?? "nothing"}`);
  return problems;
}
