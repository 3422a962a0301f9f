/**
 * The first screen in the first round trip (issue #8,
 * docs/decisions/008-first-paint.md): a step of scripts/build.js, run on each
 * prerendered page before scripts/precompress.js.
 *
 * - The CSS the first screen needs goes inline into the head. Beasties
 *   (a maintained critical-CSS tool: it matches the stylesheet's selectors
 *   against the page's markup, no browser) picks it from the site's
 *   stylesheet, seeing only the markup before the page's site-stylesheet link
 *   (src/lib/site-stylesheet.tsx, placed by each page at the end of its first
 *   screen). That link brings the whole stylesheet after the first paint.
 * - Module preloads leave the head (they would compete with the document on a
 *   slow connection): the entry loader adds them with the entry, after the
 *   first paint (src/runtime/add-entry.js reads them from the app-entry meta).
 *
 * `firstScreenBytes` measures how many compressed bytes a page needs before
 * its first screen is complete (the bench reports it; a test holds it under
 * one TCP initial window).
 */
import { brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import Beasties from "beasties";
import postcss from "postcss";

/** The end of a page's first screen: its site-stylesheet link (src/lib/site-stylesheet.tsx). */
const foldPattern = /<link rel="stylesheet" href="[^"]+"[^>]* data-site-stylesheet=""\/?>/;

/** One TCP initial window (10 segments of 1,460 bytes), the budget of issue #8 (14 KB). */
export const initialWindowBytes = 14 * 1024;

/**
 * Rules about the root element's state (theme choice, direction, the
 * visitor's platform that the head script marks, `:root:not([data-family])`
 * included) apply on any page whatever the markup says, so they are always
 * critical. Beasties keeps a
 * rule whose selector matches once its pseudo-classes are dropped, which keeps
 * `dark:`, `rtl:`, `hover:` and `focus-visible:` variants of the classes the
 * first screen uses, and every media query (both colour schemes, widths,
 * forced colours) around them.
 */
const allowRules = [/^:root[[:]/, /^html[[:]/];

/**
 * The offset in the page's HTML where its first screen ends.
 * @param {string} html
 */
export function foldOffset(html) {
  const match = foldPattern.exec(html);
  if (!match) throw new Error("the page has no site-stylesheet link (the end of its first screen)");
  return match.index;
}

/**
 * The CSS of the rules that the markup before the fold uses.
 * @param {string} html the page
 * @param {string} css the site's stylesheet
 */
export async function criticalCss(html, css) {
  /** @type {string[]} */
  const warnings = [];
  const beasties = new Beasties({
    allowRules,
    compress: true,
    keyframes: "critical",
    fonts: false,
    logLevel: "warn",
    logger: {
      warn: (message) => warnings.push(message),
      error: (message) => warnings.push(message),
    },
  });
  const firstScreen = html.slice(html.indexOf("<body"), foldOffset(html));
  const out = await beasties.process(
    `<!doctype html><html><head><style>${css}</style></head>${firstScreen}</body></html>`,
  );
  if (warnings.length) throw new Error(`beasties: ${warnings.join("\n")}`);
  const style = /<style>([\s\S]*?)<\/style>/.exec(out);
  if (!style?.[1]) throw new Error("beasties returned no critical CSS");
  return dropUnusedProperties(style[1]);
}

/**
 * Tailwind registers each custom property its utilities use (`@property`,
 * plus a fallback block for browsers without it, the `properties` layer),
 * and beasties keeps them all. A registration only matters to an element
 * whose styles set or read that property, so those the rest of the critical
 * CSS never names are left out of it (bytes of every page's first screen):
 * the site stylesheet registers every one once it arrives,
 * and no element of the first screen had them.
 * @param {string} css critical CSS
 */
export function dropUnusedProperties(css) {
  const root = postcss.parse(css);
  /** @param {import("postcss").Node} node */
  const inFallback = (node) => {
    for (let parent = node.parent; parent; parent = parent.parent)
      if (
        parent.type === "atrule" &&
        /** @type {import("postcss").AtRule} */ (parent).name === "layer" &&
        /** @type {import("postcss").AtRule} */ (parent).params === "properties"
      )
        return true;
    return false;
  };
  /** @type {Set<string>} */
  const named = new Set();
  root.walkDecls((decl) => {
    const parent = /** @type {import("postcss").AtRule | undefined} */ (decl.parent);
    if (inFallback(decl) || (parent?.type === "atrule" && parent.name === "property")) return;
    for (const name of `${decl.prop}:${decl.value}`.match(/--[\w-]+/g) ?? []) named.add(name);
  });
  root.walkAtRules("property", (rule) => {
    if (!named.has(rule.params)) rule.remove();
  });
  root.walkDecls((decl) => {
    if (inFallback(decl) && decl.prop.startsWith("--") && !named.has(decl.prop)) decl.remove();
  });
  return root.toString();
}

/**
 * A prerendered page made to paint its first screen from its first bytes.
 * @param {string} html the page, with `<!--critical-css-->` where the inline style goes
 * @param {{ css: string }} site the site's stylesheet
 */
export async function firstPaint(html, { css }) {
  const critical = await criticalCss(html, css);
  return html.replace("<!--critical-css-->", () => `<style>${critical}</style>`);
}

/**
 * Moves the module preloads Vite writes into the head to the app-entry meta,
 * for the entry loader to add after the first paint.
 * @param {string} head
 */
export function deferModulePreloads(head) {
  /** @type {string[]} */
  const preloads = [];
  const rest = head.replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_, href) => {
    preloads.push(href);
    return "";
  });
  return { head: rest, preloads };
}

/**
 * How many bytes of a compressed page arrive before its first screen is
 * complete: the shortest prefix whose decompression reaches the fold.
 * @param {Buffer} compressed the page's .br or .gz file
 * @param {"br" | "gzip"} encoding
 * @param {number} rawOffset the fold's offset in the page (in bytes)
 */
export function firstScreenBytes(compressed, encoding, rawOffset) {
  const inflate = (/** @type {number} */ n) =>
    encoding === "br"
      ? brotliDecompressSync(compressed.subarray(0, n), {
          finishFlush: constants.BROTLI_OPERATION_FLUSH,
        })
      : gunzipSync(compressed.subarray(0, n), { finishFlush: constants.Z_SYNC_FLUSH });
  let low = 0;
  let high = compressed.length;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (inflate(mid).length >= rawOffset) high = mid;
    else low = mid + 1;
  }
  return low;
}
