#!/usr/bin/env node
/**
 * Draws the PNG icons into public/ from public/favicon.svg and the constants
 * in src/content/site.ts, with Debian's Chromium (through Playwright), then
 * the 16+32 px favicon.ico (PNG images in an ICO), then every language's
 * social card (scripts/social-images.js; the build draws a stale one itself).
 * Run it after changing the logo; commit the PNGs it writes.
 *
 *   node scripts/gen-images.js         (CHROMIUM_PATH, default /usr/bin/chromium)
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { runnerImport } from "vite";
import { chromiumLaunchOptions } from "./chromium.js";
import { updateSocialImages } from "./social-images.js";

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
const { themeColor } = constants.site;
const { light, dark } = themeColor;

/** The logo centred on a square of `background`, taking `scale` of its side. */
const iconPage = (/** @type {string} */ background, /** @type {number} */ scale) => `<!doctype html>
<style>html,body{margin:0;height:100%;background:${background}}
body{display:grid;place-items:center}svg{width:${scale * 100}vmin;height:${scale * 100}vmin}</style>
${logo}`;

const targets = [
  { file: "apple-touch-icon.png", size: 180, html: iconPage(light, 0.8) },
  { file: "icon-192.png", size: 192, html: iconPage("transparent", 1) },
  { file: "icon-512.png", size: 512, html: iconPage("transparent", 1) },
  // Maskable: the logo inside the central 80 % safe zone, on an opaque background.
  { file: "icon-maskable-512.png", size: 512, html: iconPage(dark, 0.62) },
  { file: ".favicon-32.png", size: 32, html: iconPage("transparent", 1) },
  { file: ".favicon-16.png", size: 16, html: iconPage("transparent", 1) },
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

const social = await updateSocialImages({ force: true });
if (social.error) {
  console.error(social.error);
  process.exitCode = 1;
}
