/**
 * The honest control of `npm run bench` (issue #8): for every page of the
 * build, a minimal static page written by hand — the page's header, its first
 * screen (the hero: title, tagline, badges, button) and all of its text as
 * plain HTML, with at most 4 KB of inline CSS (below) and no JavaScript. It is
 * what the same first screen costs when nothing else is in the way: LCP ÷
 * this control's LCP is the budget of issue #8.
 *
 * The markup is the page's own text (read from the built page, so it follows
 * every locale and every copy change) in plain elements: headings, paragraphs,
 * lists and links, no classes but the hero's. Decorative and hidden parts
 * (aria-hidden, `hidden`, SVG) are left out; the demo calendar's cells are
 * text like any other. Served by the bench's server under /bench-static/,
 * written only into the bench build, linked nowhere.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { precompressFile } from "./precompress.js";

/** At most this much inline CSS (issue #8). */
export const staticControlCssLimit = 4 * 1024;

/**
 * Hand-written, both colour schemes (the system's: the control has no theme
 * switch), logical properties only, so right-to-left pages mirror.
 */
export const staticControlCss = `
:root{color-scheme:light dark;--bg:light-dark(#f6f7fb,#0a0c16);--card:light-dark(#fff,#12152a);
--fg:light-dark(#141627,#eceef9);--muted:light-dark(#4f556d,#a9aecb);--line:light-dark(#d5d9e8,#2c3150);
--accent:light-dark(#4f46e5,#9b9cff);--on-accent:light-dark(#fff,#0a0c16)}
html{background:var(--bg);color:var(--fg);-webkit-text-size-adjust:100%;text-size-adjust:100%;
font-family:"Segoe UI Variable Text","Segoe UI",system-ui,-apple-system,"Helvetica Neue",Arial,"Noto Sans",sans-serif}
body{margin:0;line-height:1.5;overflow-wrap:break-word}
a{color:var(--accent)}
header,main,footer{max-width:72rem;margin-inline:auto;padding-inline:1rem}
header{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem;min-height:4rem;border-block-end:1px solid var(--line)}
header a{color:var(--muted);text-decoration:none;font-weight:500;padding:.25rem .5rem}
header a:first-child{color:var(--fg);font-size:1.125rem;font-weight:600;margin-inline-end:auto}
header ul{display:flex;flex-wrap:wrap;gap:.25rem;list-style:none;margin:0;padding:0}
.hero{padding-block:3.5rem 2.5rem}
.hero>p:first-child{color:var(--accent);font-size:.875rem;font-weight:600;margin:0}
h1{font-size:2.25rem;line-height:1.1;font-weight:600;letter-spacing:-.025em;margin:.75rem 0 0;text-wrap:balance}
.hero h1+p{color:var(--muted);font-size:1.125rem;max-width:36rem;margin-block:1.25rem 0}
.hero ul{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:1.5rem 0 0;padding:0}
.hero li{border:1px solid var(--line);background:var(--card);border-radius:9999px;padding:.25rem .75rem;font-size:.875rem;font-weight:500}
.hero .button{display:inline-block;margin-block-start:2.25rem;background:var(--accent);color:var(--on-accent);
border-radius:.625rem;padding:.75rem 1.5rem;font-weight:600;text-decoration:none}
.hero .button+p,footer{color:var(--muted);font-size:.875rem}
h2{font-size:1.875rem;line-height:1.2;margin:3rem 0 .75rem}
h3{font-size:1.125rem;margin:1.5rem 0 .25rem}
p,li{max-width:68ch}
td{padding:.25rem;text-align:center}
footer{border-block-start:1px solid var(--line);padding-block:2.5rem;margin-block-start:4rem}
@media (min-width:390px){h1{font-size:3rem}}
@media (min-width:640px){header,main,footer{padding-inline:1.5rem}.hero{padding-block-start:6rem}h1{font-size:3.75rem}
.hero h1+p{font-size:1.25rem}}
`
  .trim()
  .replaceAll("\n", "");

if (staticControlCss.length > staticControlCssLimit) {
  throw new Error(`the static control's CSS is ${staticControlCss.length} B, over 4 KB`);
}

const headings = new Set(["H1", "H2", "H3", "H4", "H5", "H6"]);
const textBlocks = new Set(["P", "DT", "DD", "BLOCKQUOTE", "FIGCAPTION", "ADDRESS", "SUMMARY"]);
const skipped = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "svg", "INPUT", "SELECT"]);

/** @param {string} text */
const escape = (text) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

/** @param {Element} element */
const text = (element) => escape((element.textContent ?? "").replace(/\s+/g, " ").trim());

/** @param {Element} element */
const isHidden = (element) =>
  skipped.has(element.tagName) ||
  element.hasAttribute("hidden") ||
  element.getAttribute("aria-hidden") === "true" ||
  element.classList.contains("sr-only");

/**
 * The plain HTML of an element's text: headings stay headings, lists stay
 * lists, links stay links, every other run of text is a paragraph.
 * @param {Element} element
 * @param {string[]} out
 */
function plain(element, out) {
  for (const child of element.children) {
    if (isHidden(child)) continue;
    const content = text(child);
    if (!content) continue;
    if (headings.has(child.tagName)) {
      const tag = child.tagName.toLowerCase();
      out.push(`<${tag}>${content}</${tag}>`);
    } else if (child.tagName === "UL" || child.tagName === "OL") {
      const items = [...child.children].filter((li) => !isHidden(li) && text(li));
      out.push(`<ul>${items.map((li) => `<li>${listItem(li)}</li>`).join("")}</ul>`);
    } else if (child.tagName === "TABLE") {
      const rows = [...child.querySelectorAll("tr")].map(
        (tr) => `<tr>${[...tr.children].map((cell) => `<td>${text(cell)}</td>`).join("")}</tr>`,
      );
      out.push(`<table>${rows.join("")}</table>`);
    } else if (child.tagName === "A") {
      out.push(`<p><a href="${escape(child.getAttribute("href") ?? "#")}">${content}</a></p>`);
    } else if (textBlocks.has(child.tagName) || ownText(child)) out.push(`<p>${content}</p>`);
    else plain(child, out);
  }
}

/** A list item: its text, or its blocks when it has some (a card: title and text). @param {Element} li */
function listItem(li) {
  /** @type {string[]} */
  const blocks = [];
  if (!ownText(li)) plain(li, blocks);
  return blocks.length > 1 ? blocks.join("") : text(li);
}

/** Does the element hold text of its own (not only inside child elements)? @param {Element} element */
function ownText(element) {
  return [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
}

/**
 * The control page for one built page.
 * @param {string} pageHtml the built page
 */
export function staticControlHtml(pageHtml) {
  const { document } = new JSDOM(pageHtml).window;
  const html = document.documentElement;
  const lang = html.getAttribute("lang") ?? "en";
  const dir = html.getAttribute("dir");
  const header = document.querySelector("header");
  const main = document.querySelector("main");
  const footer = document.querySelector("footer");
  if (!header || !main) throw new Error("the page has no header or main");

  const headerLinks = [...header.querySelectorAll("a[href]")]
    .filter((a) => !isHidden(a) && text(a))
    .map((a) => `<a href="${escape(a.getAttribute("href") ?? "/")}">${text(a)}</a>`);
  const [brand = "", ...nav] = headerLinks;

  // The hero: the first section of main, when it holds the page's h1.
  const first = main.querySelector("section, article");
  const hero = first?.tagName === "SECTION" && first.querySelector("h1") ? first : null;
  /** @type {string[]} */
  const heroHtml = [];
  if (hero) {
    plain(hero, heroHtml);
    // The hero's button: its first link at block level.
    const button = heroHtml.findIndex((line) => line.startsWith("<p><a "));
    if (button >= 0)
      heroHtml[button] = (heroHtml[button] ?? "").replace(/^<p><a /, '<p><a class="button" ');
  }
  /** @type {string[]} */
  const rest = [];
  if (hero) {
    for (let node = hero.nextElementSibling; node; node = node.nextElementSibling) {
      const wrapper = document.createElement("div");
      wrapper.append(node.cloneNode(true));
      plain(wrapper, rest);
    }
  } else plain(main, rest);
  /** @type {string[]} */
  const footerHtml = [];
  if (footer) plain(footer, footerHtml);

  const title = escape(document.title);
  return `<!doctype html>
<html lang="${escape(lang)}"${dir ? ` dir="${escape(dir)}"` : ""}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${escape(document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "")}">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${staticControlCss}</style>
</head>
<body>
<header>${brand}<ul>${nav.map((a) => `<li>${a}</li>`).join("")}</ul></header>
<main>
${hero ? `<section class="hero">\n${heroHtml.join("\n")}\n</section>\n` : ""}${rest.join("\n")}
</main>
<footer>
${footerHtml.join("\n")}
</footer>
</body>
</html>
`;
}

/**
 * The control's path for a page's path: "/" → "/bench-static/index", "/he/" →
 * "/bench-static/he/index", "/verification.html" → "/bench-static/verification".
 * @param {string} page
 */
export const staticControlPath = (page) =>
  `/bench-static${page.endsWith("/") ? `${page}index` : page.replace(/\.html$/, "")}`;

/**
 * Writes the control of every page into the bench build (with its .br/.gz,
 * served like the pages) and returns the control path of each page.
 * @param {string} dist
 * @param {{ page: string; file: string }[]} pages
 * @returns {Promise<Record<string, string>>}
 */
export async function writeStaticControls(dist, pages) {
  /** @type {Record<string, string>} */
  const paths = {};
  for (const { page, file } of pages) {
    const controlPath = staticControlPath(page);
    const out = path.join(dist, `${controlPath.slice(1)}.html`);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, staticControlHtml(readFileSync(path.join(dist, file), "utf8")));
    await precompressFile(out);
    paths[page] = controlPath;
  }
  return paths;
}
