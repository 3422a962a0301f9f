/**
 * Writes sitemap.xml and robots.txt into the build folder, from the route
 * table and the public origin (SITE_URL at build time, else `site.defaultOrigin`
 * of src/content/site.ts). Called at the end of scripts/build.js.
 *
 * The sitemap lists each indexable page once, under its canonical URL: pages
 * whose canonical path is another page (/getCalendar names /) and noindex pages
 * (the 404 page) are left out.
 */
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** The public origin, without a trailing slash. */
export function siteOrigin() {
  if (process.env.SITE_URL) return process.env.SITE_URL.replace(/\/+$/, "");
  const source = readFileSync(path.join(root, "src/content/site.ts"), "utf8");
  const origin = source.match(/\bdefaultOrigin: "([^"]+)"/)?.[1];
  if (!origin) throw new Error("site.defaultOrigin not found in src/content/site.ts");
  return origin.replace(/\/+$/, "");
}

/** @param {string} text */
const escapeXml = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * @param {readonly { path: string; meta: { canonicalPath: string; noindex?: boolean } }[]} routes
 * @param {string} origin
 */
export function sitemapXml(routes, origin) {
  const urls = routes
    .filter(({ path: p, meta }) => !meta.noindex && meta.canonicalPath === p)
    .map(({ path: p }) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

/** @param {string} origin */
export function robotsTxt(origin) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * @param {string} outDir the build folder
 * @param {Parameters<typeof sitemapXml>[0]} routes the route table (src/app/routes.tsx)
 */
export async function writeSeoFiles(outDir, routes) {
  const origin = siteOrigin();
  await writeFile(path.join(outDir, "sitemap.xml"), sitemapXml(routes, origin));
  await writeFile(path.join(outDir, "robots.txt"), robotsTxt(origin));
  console.log(`wrote sitemap.xml and robots.txt for ${origin}`);
}
