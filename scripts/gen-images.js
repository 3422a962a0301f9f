#!/usr/bin/env node
/**
 * Draws the PNG icons and the social card into public/ from public/favicon.svg
 * and the constants in src/content/site.ts, with Debian's Chromium (through
 * Playwright), then the 16+32 px favicon.ico (PNG images in an ICO). Run it after
 * changing the logo, the name or the tagline; commit the PNGs it writes.
 *
 *   node scripts/gen-images.js         (CHROMIUM_PATH, default /usr/bin/chromium)
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { runnerImport } from "vite";
import { escapeHtml as escape } from "../src/lib/escape-html.js";
import { chromiumLaunchOptions } from "./chromium.js";

const root = path.resolve(import.meta.dirname, "..");
const pub = path.join(root, "public");
const logo = readFileSync(path.join(pub, "favicon.svg"), "utf8");
// The constants themselves (Vite runs the TypeScript module), not a pattern over its text.
/** @type {{ module: typeof import("../src/content/site") }} */
const { module: constants } = await runnerImport("/src/content/site.ts", {
  root,
  configFile: false,
  logLevel: "silent",
});
/** @type {{ module: typeof import("../src/content/locales/en/common") }} */
const { module: english } = await runnerImport("/src/content/locales/en/common.ts", {
  root,
  configFile: false,
  logLevel: "silent",
});
// The social card is drawn in English, the source language (decision 009).
const { productFullName: name, tagline, windowsOrLater: os } = english.default;
const { themeColor } = constants.site;
const { light, dark } = themeColor;

/** The logo centred on a square of `background`, taking `scale` of its side. */
const iconPage = (/** @type {string} */ background, /** @type {number} */ scale) => `<!doctype html>
<style>html,body{margin:0;height:100%;background:${background}}
body{display:grid;place-items:center}svg{width:${scale * 100}vmin;height:${scale * 100}vmin}</style>
${logo}`;

const socialPage = `<!doctype html>
<style>
html,body{margin:0;width:1200px;height:630px;overflow:hidden}
body{box-sizing:border-box;padding:88px 96px;color:#eceef9;
  font-family:"Segoe UI","Noto Sans","DejaVu Sans",system-ui,sans-serif;
  background:radial-gradient(900px 520px at 92% 8%,#2b2c6e 0%,transparent 60%),
    radial-gradient(700px 480px at 0% 100%,#1a1e36 0%,transparent 70%),${dark};
  display:flex;flex-direction:column;justify-content:space-between}
.brand{display:flex;align-items:center;gap:28px}
.brand svg{width:112px;height:112px}
h1{font-size:76px;line-height:1.05;margin:0;font-weight:650;letter-spacing:-1.5px}
p{font-size:38px;line-height:1.3;margin:0;color:#c5c9e4;max-width:960px}
ul{display:flex;gap:20px;margin:0;padding:0;list-style:none;font-size:28px}
li{border:2px solid #3a3f66;border-radius:999px;padding:10px 26px;color:#b7b8ff}
</style>
<div class="brand">${logo}<h1>${escape(name)}</h1></div>
<p>${escape(tagline)}</p>
<ul><li>Free, no registration</li><li>${escape(os)}</li><li>Works offline</li></ul>`;

const targets = [
  { file: "apple-touch-icon.png", size: 180, html: iconPage(light, 0.8) },
  { file: "icon-192.png", size: 192, html: iconPage("transparent", 1) },
  { file: "icon-512.png", size: 512, html: iconPage("transparent", 1) },
  // Maskable: the logo inside the central 80 % safe zone, on an opaque background.
  { file: "icon-maskable-512.png", size: 512, html: iconPage(dark, 0.62) },
  { file: ".favicon-32.png", size: 32, html: iconPage("transparent", 1) },
  { file: ".favicon-16.png", size: 16, html: iconPage("transparent", 1) },
  { file: "og-image.png", size: [1200, 630], html: socialPage },
];

const browser = await chromium.launch(chromiumLaunchOptions);
for (const { file, size, html } of targets) {
  const [width = 0, height = 0] = Array.isArray(size) ? size : [size, size];
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.screenshot({
    path: path.join(pub, file),
    omitBackground: html.includes("transparent"),
  });
  await page.close();
  console.log(`wrote public/${file} (${width}x${height})`);
}
await browser.close();

// favicon.ico with 16 and 32 px images (PNG inside ICO), for clients that ask for /favicon.ico.
const small = [16, 32].map((size) => ({
  size,
  png: readFileSync(path.join(pub, `.favicon-${size}.png`)),
}));
const header = Buffer.alloc(6 + 16 * small.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(small.length, 4);
let offset = header.length;
small.forEach(({ size, png }, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(size, entry); // width
  header.writeUInt8(size, entry + 1); // height
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
writeFileSync(path.join(pub, "favicon.ico"), Buffer.concat([header, ...small.map((s) => s.png)]));
for (const { size } of small) rmSync(path.join(pub, `.favicon-${size}.png`));
console.log("wrote public/favicon.ico (16, 32)");
