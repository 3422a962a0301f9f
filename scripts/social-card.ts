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

/**
 * The app's month view, as the hero shows it: day numbers, event chips in
 * the site's event colours (words would be unreadable at this size), today
 * marked; cut by the card's edges like a window seen through a frame.
 */
function appWindow(): string {
  const chips: Record<number, string[]> = {
    3: ["personal"],
    8: ["holiday", "season"],
    12: ["religious"],
    15: ["personal", "observance"],
    18: ["accent"],
    21: ["season"],
    24: ["holiday"],
    27: ["personal", "religious"],
    30: ["observance"],
  };
  const cells = Array.from({ length: 35 }, (_, index) => {
    const day = index - 3;
    const shown = day < 1 ? 27 + index : day > 31 ? day - 31 : day;
    const kind = day < 1 || day > 31 ? "out" : day === 18 ? "today" : "";
    const bars = (kind === "out" ? [] : (chips[day] ?? []))
      .map((tone) => `<i style="--t:var(--${tone})"></i>`)
      .join("");
    return `<div class="${kind}"><b>${shown}</b>${bars}</div>`;
  }).join("");
  return `<div class="win" aria-hidden="true">
<div class="bar"><span class="dot"></span><span class="ttl"></span><span class="ctl"><i></i><i></i><i></i></span></div>
<div class="tool"><span class="mon"></span><span class="nav"><i></i><i></i></span><span class="tabs"><i></i><i class="on"></i><i></i></span></div>
<div class="days">${"<i></i>".repeat(7)}</div>
<div class="grid">${cells}</div>
</div>`;
}

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
body{box-sizing:border-box;position:relative;padding:72px 80px 64px;color:#eceef9;
  font-family:${fontsFor(locale)};
  --accent:#9b9cff;--holiday:#fb7185;--religious:#c4b5fd;--season:#34d399;--observance:#fbbf24;--personal:#38bdf8;
  background:radial-gradient(900px 560px at ${dir === "rtl" ? "0%" : "100%"} 30%,#2b2c6e 0%,transparent 62%),
    radial-gradient(700px 480px at ${dir === "rtl" ? "100%" : "0%"} 100%,#1a1e36 0%,transparent 70%),${site.themeColor.dark}}
${ja ? "body{word-break:auto-phrase;line-break:strict}" : ""}
main{display:flex;flex-direction:column;gap:24px;width:560px;height:100%}
main>*{flex:none}
.brand{display:flex;align-items:center;gap:24px}
.brand svg{flex:none;width:88px;height:88px}
h1{flex:1;min-width:0;max-height:140px;font-size:52px;line-height:1.3;margin:0;font-weight:700;
  letter-spacing:${ja ? "0" : "-1px"};overflow:hidden;text-wrap:balance}
p{font-size:34px;line-height:1.35;margin:0;color:#c5c9e4;max-height:184px;overflow:hidden;text-wrap:pretty}
ul{display:flex;flex-wrap:wrap;gap:12px;margin:auto 0 0;padding:0;list-style:none;font-size:24px;overflow:hidden;max-height:168px}
li{border:2px solid #3a3f66;border-radius:999px;padding:8px 22px;color:#c9caff;background:#141735;white-space:nowrap}
li::before{content:"";display:inline-block;width:10px;height:10px;border-radius:50%;background:#8f91ff;margin-inline-end:12px;vertical-align:middle}
.win{position:absolute;inset-inline-start:660px;top:92px;width:640px;height:600px;box-sizing:border-box;
  background:#12152a;border:2px solid #2c3150;border-radius:22px;overflow:hidden;
  box-shadow:0 40px 80px -20px #000c,0 0 0 1px #ffffff0d;font-size:17px;color:#dfe2f5}
.bar{display:flex;align-items:center;gap:12px;height:44px;padding:0 18px;background:#1a1e36;border-bottom:1px solid #2c3150}
.dot{width:18px;height:18px;border-radius:5px;background:var(--accent)}
.ttl{width:120px;height:10px;border-radius:5px;background:#3a3f66}
.ctl{margin-inline-start:auto;display:flex;gap:22px}
.ctl i{width:12px;height:12px;border:2px solid #5b618c;border-radius:2px}
.tool{display:flex;align-items:center;gap:16px;padding:18px 20px 12px}
.mon{width:170px;height:16px;border-radius:8px;background:#b8bddf}
.nav{display:flex;gap:8px}
.nav i{width:30px;height:30px;border-radius:50%;background:#1a1e36;border:1px solid #2c3150}
.tabs{margin-inline-start:auto;display:flex;gap:4px;padding:4px;border-radius:10px;background:#1a1e36}
.tabs i{width:56px;height:24px;border-radius:7px}
.tabs i.on{background:#2c3150}
.days,.grid{display:grid;grid-template-columns:repeat(7,1fr)}
.days{padding:0 14px 8px}
.days i{justify-self:center;width:26px;height:8px;border-radius:4px;background:#3a3f66}
.grid{grid-auto-rows:92px;border-top:1px solid #2c3150}
.grid div{display:flex;flex-direction:column;gap:5px;padding:8px;border-inline-start:1px solid #2c3150;border-bottom:1px solid #2c3150}
.grid b{font-weight:600;font-size:17px;line-height:26px;align-self:flex-start;padding:0 6px;border-radius:13px}
.grid .out b{color:#5b618c}
.grid .today b{background:var(--accent);color:#12152a}
.grid i{height:12px;border-radius:3px;border-inline-start:4px solid var(--t);
  background:color-mix(in oklab,var(--t) 30%,#12152a)}
</style>
<body>
<main>
<div class="brand">${logo.trim()}<h1 data-fit>${escape(name)}</h1></div>
<p data-fit>${escape(tagline)}</p>
<ul data-fit><li>${escape(chips.free)}</li><li>${escape(os)}</li><li>${escape(chips.offline)}</li></ul>
</main>
${appWindow()}
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
    el.getBoundingClientRect().left < 0 ||
    (document.dir === "rtl" ? el.getBoundingClientRect().left < ${width - 660} : el.getBoundingClientRect().right > 660))
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
