#!/usr/bin/env node
/**
 * Production build: client bundle, server bundle, then every route
 * prerendered to real HTML (see docs/decisions/001-prerendering.md) with the
 * CSS of its first screen inline (scripts/first-paint.js), and `.br`/`.gz`
 * beside every text file (scripts/precompress.js).
 *
 *   node scripts/build.js          -> dist/
 *   node scripts/build.js --dev    -> dist-dev/ (React development build, for hydration checks)
 *
 * SITE_URL (default https://calendar.example.com) is the public origin used
 * for canonical URLs, the sitemap and social tags. OUT_DIR overrides the folder.
 * VERIFICATION_PAGE=external leaves /verification.html out (the host serves
 * its own; links to it stay, the sitemap drops it).
 *
 * First of all, the release record is checked: every bad field is reported
 * and nothing is built (scripts/release-check.js).
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { inlineScriptHashes } from "../server/headers.js";
import {
  addEntry,
  cspHash,
  holdInput,
  inlineScripts,
  platformScript,
  themeScript,
} from "./inline-scripts.js";
import { deferModulePreloads, firstPaint } from "./first-paint.js";
import { checkRelease, reportRelease } from "./release-check.js";
import { copySocialImages, updateSocialImages } from "./social-images.js";

const dev = process.argv.includes("--dev");
const root = path.resolve(import.meta.dirname, "..");
const outDir = path.resolve(root, process.env.OUT_DIR ?? (dev ? "dist-dev" : "dist"));
const mode = dev ? "development" : "production";
// Before anything loads Vite: its module runner (the social cards below) sets
// NODE_ENV to "development" when unset, and React would then build its
// development copy into the pages.
process.env.NODE_ENV = mode;

if (!reportRelease(await checkRelease())) process.exit(1);

// Each language's social image: drawn again where its words changed and
// Chromium is there; without Chromium a stale image stops the build
// (scripts/social-images.js).
const social = await updateSocialImages();
if (social.error) {
  console.error(social.error);
  process.exit(1);
}

// Both servers allow the inline scripts by the hashes committed in deploy/.
if (inlineScripts.some((script) => !inlineScriptHashes.includes(cspHash(script)))) {
  console.error(
    "An inline script changed: run `npm run deploy:config` (deploy/ holds its CSP hash).",
  );
  process.exit(1);
}

const verificationPage = process.env.VERIFICATION_PAGE ?? "";
if (!["", "internal", "external"].includes(verificationPage)) {
  console.error(
    `VERIFICATION_PAGE must be "internal" (the default) or "external", not "${verificationPage}"`,
  );
  process.exit(1);
}
process.env.VITE_VERIFICATION_PAGE = verificationPage || "internal";

process.env.OUT_DIR = outDir;
if (process.env.SITE_URL) process.env.VITE_SITE_URL = process.env.SITE_URL;
process.env.VITE_BUILD_YEAR = String(new Date().getFullYear());
// The pseudo-locale (/en-xa/) exists in development builds only (src/i18n/locales.ts).
process.env.VITE_PSEUDO_LOCALE = dev ? "1" : "";

const common = { root, mode, logLevel: /** @type {const} */ ("warn") };
await build({ ...common, build: { minify: !dev, manifest: true } });
/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>} */
const chunks = JSON.parse(await readFile(path.join(outDir, ".vite/manifest.json"), "utf8"));
await rm(path.join(outDir, ".vite"), { recursive: true, force: true });
await copySocialImages(outDir, social.manifest);
// The server bundle imports its dependencies from node_modules, so it is
// written inside the project (whatever OUT_DIR is) and removed afterwards.
const serverDir = path.join(
  root,
  "node_modules/.cache/prerender",
  path.relative(root, outDir).replace(/[^\w.-]+/g, "_"),
);
await build({
  ...common,
  build: {
    ssr: "src/entry-server.tsx",
    outDir: serverDir,
    emptyOutDir: true,
    rollupOptions: {
      // The server registers every catalog eagerly; the browser's lazy loaders
      // of the same files are expected to stay in one chunk there.
      onwarn(warning, warn) {
        if (warning.code !== "INEFFECTIVE_DYNAMIC_IMPORT") warn(warning);
      },
    },
  },
});

const serverEntry = path.join(serverDir, "entry-server.js");
/** @type {import("../src/entry-server")} */
const server = await import(pathToFileURL(serverEntry).href);

// A translation that lacks a key (or has one English lacks) stops the build here.
const problems = server.catalogProblems();
if (problems.length) {
  await rm(serverDir, { recursive: true, force: true });
  throw new Error(`message catalogs do not match English:\n  ${problems.join("\n  ")}`);
}

const { template, stylesheet } = await loadingStrategy(
  await readFile(path.join(outDir, "index.html"), "utf8"),
);
if (!template.includes('<html lang="en">')) throw new Error('index.html lacks <html lang="en">');
if (!template.includes('<div id="root"><!--app-html--></div>'))
  throw new Error('index.html lacks <div id="root"><!--app-html--></div>');
server.setSiteStylesheetHref(stylesheet.href);

for (const page of [...server.pages, ...server.notFoundPages]) {
  const appHtml = await server.render(page.path);
  const html = await firstPaint(
    template
      .replace('<html lang="en">', () => `<html ${server.htmlAttributes(page.locale)}>`)
      .replace(
        "<!--app-head-->",
        () =>
          `<script>${themeScript}</script>\n    <script>${platformScript}</script>\n    <script>${holdInput}</script>\n    ${server.renderHead(page)}`,
      )
      // The page's words after the content, not in <head>: they are data for
      // hydration, and in the head they pushed the first screen past the
      // first 14 KB of the compressed document (decision 008).
      .replace(
        "<!--app-html--></div>",
        () =>
          `${appHtml}</div>\n    ${server.startMessagesScript(page)}${sectionFiles(appHtml, page.locale)}${server.renderStructuredData(page)}`,
      ),
    stylesheet,
  );
  const file = path.join(outDir, page.file);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
  console.log(
    `prerendered ${page.path.padEnd(20)} -> ${path.relative(root, file)} (${html.length} B)`,
  );
}

// Each locale's web manifest: its name, language, direction and start page.
const manifest = JSON.parse(await readFile(path.join(outDir, "site.webmanifest"), "utf8"));
for (const locale of new Set(server.pages.map((page) => page.locale))) {
  const file = path.join(outDir, server.manifestPath(locale));
  const home = server.pages.find((page) => page.locale === locale && page.route.path === "/");
  const localized = server.localizeManifest(manifest, locale, home?.path ?? "/");
  await writeFile(file, `${JSON.stringify(localized, null, 2)}\n`);
}

// Each locale's Atom feed of the release notes (/releases.atom, /he/releases.atom, …).
for (const locale of new Set(server.pages.map((page) => page.locale))) {
  const feed = server.releasesFeed(locale);
  await writeFile(path.join(outDir, feed.file), feed.xml);
}

// Each locale's holiday calendars (/calendars/us-holidays.ics, /he/calendars/…),
// from the demo's rules. DTSTAMP: SOURCE_DATE_EPOCH when set (a reproducible
// build), else the time of this build.
const stamp = process.env.SOURCE_DATE_EPOCH
  ? new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000)
  : new Date();
for (const locale of new Set(server.pages.map((page) => page.locale))) {
  const calendars = server.holidayCalendarFiles(locale, stamp);
  for (const calendar of calendars) {
    const file = path.join(outDir, calendar.file);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, calendar.text);
  }
  console.log(
    `wrote the holiday calendars of ${locale} (${calendars[0]?.years.join(", ")}): ${calendars.map((c) => `${c.file} ${c.events} events`).join(", ")}`,
  );
}

// The winget manifests of the current release, for the operator to submit
// to microsoft/winget-pkgs (README "winget"): deploy/winget/manifests/…,
// outside the published folder, replaced on every build.
const winget = server.wingetFiles();
const wingetRoot = path.join(root, "deploy/winget");
await rm(path.join(wingetRoot, "manifests"), { recursive: true, force: true });
await mkdir(path.join(wingetRoot, winget.folder), { recursive: true });
for (const [name, text] of Object.entries(winget.files)) {
  await writeFile(path.join(wingetRoot, winget.folder, name), text);
}
console.log(`wrote the winget manifests into deploy/winget/${winget.folder}/`);

await rm(serverDir, { recursive: true, force: true });
// The build's own route table, as the servers read it (server/server.js
// siteOf): "/privacy" is served from privacy.html, "/he/verification.html"
// from he/verification.html; the same shape as deploy/routes.json. Every
// published language, and the pseudo-locale in a development build.
const { siteFromRouteTable } = await import("./gen-deploy.js");
const builtSite = siteFromRouteTable(
  dev
    ? { routes: server.pages, notFoundRoutes: server.notFoundPages }
    : { routes: server.publishedPages, notFoundRoutes: server.publishedNotFoundPages },
  { linkedPages: [server.downloadHref] },
);
await writeFile(path.join(outDir, "routes.json"), `${JSON.stringify(builtSite, null, 2)}\n`);
await (
  await import("./seo-files.js")
).writeSeoFiles(outDir, server.sitemapPages(), server.siteOrigin);
await (await import("./precompress.js")).precompressBuild(outDir);

/**
 * Each lazy section's files past the start-up code (its chunks and words), for src/runtime/.
 * @param {string} appHtml @param {string} locale
 */
function sectionFiles(appHtml, locale) {
  /** @param {string[]} keys @returns {string[]} the keys and everything they import */
  const closure = (keys) => {
    const seen = new Set(keys);
    for (const key of seen) for (const next of chunks[key]?.imports ?? []) seen.add(next);
    return [...seen];
  };
  const atStart = new Set(closure(Object.keys(chunks).filter((key) => chunks[key]?.isEntry)));
  const lazy = new Set(server.lazySectionIds());
  const words = `src/content/locales/${server.catalogLocale(locale)}/`;
  const list = Object.fromEntries(
    [...appHtml.matchAll(/data-section="([\w-]+)"/g)].flatMap(([, id = ""]) => {
      const key = `src/sections/${id}.tsx`;
      if (!chunks[key] || !lazy.has(id)) return [];
      const own = [key, ...(chunks[key].dynamicImports ?? []).filter((k) => k.startsWith(words))];
      const files = closure(own).filter((k) => !atStart.has(k));
      return [[id, files.map((k) => `/${chunks[k]?.file}`)]];
    }),
  );
  if (!Object.keys(list).length) return "";
  return `<script type="application/json" id="section-files">${JSON.stringify(list)}</script>`;
}

/**
 * The stylesheet is linked after each page's first screen, whose CSS goes
 * inline (scripts/first-paint.js), and the entry module and its preloads are
 * added by a small inline loader after first paint (decision 002).
 * @param {string} html Vite's built index.html
 */
async function loadingStrategy(html) {
  const css = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/.exec(html);
  const js = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/.exec(html);
  if (!css?.[1] || !js?.[1]) throw new Error("built index.html lacks the stylesheet or the entry");
  const { head, preloads } = deferModulePreloads(html);
  const template = head
    .replace(css[0], "<!--critical-css-->")
    .replace(
      js[0],
      () =>
        `<meta name="app-entry" content="${js[1]}" data-preload="${preloads.join(" ")}" />\n    <script>${addEntry}</script>`,
    );
  const stylesheet = { href: css[1], css: await readFile(path.join(outDir, css[1]), "utf8") };
  return { template, stylesheet };
}
