/**
 * The social card of each language (the picture a shared link shows,
 * 1200 × 630): the HTML page Chromium draws, made from the language's
 * `common` catalog (product name, tagline, Windows requirement, the two
 * chips), its direction and its fonts. The SHA-256 of that page is the
 * image's input hash: scripts/social-images.js draws a language's PNG again
 * only when it changed, and the build fails when a committed image no longer
 * matches its words (src/content/social/manifest.json; social-card.test.ts).
 *
 * Read through Vite (import.meta.glob, ?raw): by the build's runnerImport and
 * by Vitest.
 */
import { createHash } from "node:crypto";
import logo from "../public/favicon.svg?raw";
import { escapeHtml as escape } from "../src/lib/escape-html.js";
import { directionOf } from "../src/i18n/locales";
import { site } from "../src/content/site";
import type { Catalog } from "../src/content/locales/types";

const catalogs = import.meta.glob<{ default: Catalog["common"] }>(
  "../src/content/locales/*/common.ts",
  { eager: true },
);

export const socialImageSize = { width: 1200, height: 630 } as const;

/** Latin first (Noto Sans), then the script's own Noto face; Debian's fonts-noto-core and fonts-noto-cjk. */
const fontsFor = (locale: string) =>
  [
    '"Noto Sans"',
    locale === "he" ? '"Noto Sans Hebrew"' : "",
    locale === "ja" ? '"Noto Sans CJK JP"' : "",
    '"DejaVu Sans"',
    "sans-serif",
  ]
    .filter(Boolean)
    .join(",");

/** The card's page in one language (its words escaped, its direction set). */
export function socialCardHtml(locale: string, words: Catalog["common"]): string {
  const dir = directionOf(locale);
  const { productFullName: name, tagline, windowsOrLater: os, socialImageChips: chips } = words;
  const { width, height } = socialImageSize;
  const ja = locale.split("-")[0] === "ja";
  return `<!doctype html>
<html lang="${escape(locale)}" dir="${dir}">
<meta charset="utf-8">
<style>
html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden}
body{box-sizing:border-box;padding:80px 96px 72px;color:#eceef9;
  font-family:${fontsFor(locale)};
  background:radial-gradient(900px 520px at ${dir === "rtl" ? "8%" : "92%"} 8%,#2b2c6e 0%,transparent 60%),
    radial-gradient(700px 480px at ${dir === "rtl" ? "100%" : "0%"} 100%,#1a1e36 0%,transparent 70%),${site.themeColor.dark};
  display:flex;flex-direction:column;gap:36px}
${ja ? "body{word-break:auto-phrase;line-break:strict}" : ""}
.brand{display:flex;align-items:center;gap:32px;min-height:120px}
.brand svg{flex:none;width:112px;height:112px}
h1{flex:1;min-width:0;font-size:72px;line-height:1.4;margin:0;font-weight:700;letter-spacing:${ja ? "0" : "-1.5px"};
  white-space:nowrap;overflow:hidden}
p{flex:1;font-size:40px;line-height:1.35;margin:0;color:#c5c9e4;max-width:980px;overflow:hidden;text-wrap:pretty}
ul{display:flex;flex-wrap:wrap;gap:18px;margin:0;padding:0;list-style:none;font-size:28px;overflow:hidden;max-height:140px}
li{border:2px solid #3a3f66;border-radius:999px;padding:10px 28px;color:#c9caff;background:#141735;white-space:nowrap}
li::before{content:"";display:inline-block;width:12px;height:12px;border-radius:50%;background:#8f91ff;margin-inline-end:14px;vertical-align:middle}
</style>
<body>
<div class="brand">${logo.trim()}<h1 data-fit>${escape(name)}</h1></div>
<p data-fit>${escape(tagline)}</p>
<ul data-fit><li>${escape(chips.free)}</li><li>${escape(os)}</li><li>${escape(chips.offline)}</li></ul>
<script>
// Shrink a part's text until it fits its box; report what still does not.
for (const el of document.querySelectorAll("[data-fit]")) {
  let size = parseFloat(getComputedStyle(el).fontSize);
  while ((el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight) && size > 20)
    el.style.fontSize = (size -= 2) + "px";
}
document.body.dataset.overflow = [...document.querySelectorAll("[data-fit], li")]
  .filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight ||
    el.getBoundingClientRect().bottom > ${height} || el.getBoundingClientRect().right > ${width} ||
    el.getBoundingClientRect().left < 0)
  .map((el) => el.textContent).join(" | ");
</script>
</body>
</html>
`;
}

export const inputsHash = (html: string) => createHash("sha256").update(html).digest("hex");

/** Every language's card, sorted by tag: the same locales as the site's (a folder with common.ts). */
export function socialCards(): { locale: string; html: string; inputs: string }[] {
  return Object.entries(catalogs)
    .map(([file, module]) => {
      const locale = file.split("/").at(-2) ?? "";
      const html = socialCardHtml(locale, module.default);
      return { locale, html, inputs: inputsHash(html) };
    })
    .sort((a, b) => a.locale.localeCompare(b.locale));
}
