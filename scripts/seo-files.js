/**
 * Writes sitemap.xml and robots.txt into the build folder, from the route
 * table and the public origin (`siteOrigin` of src/lib/site-url.ts: SITE_URL
 * at build time, else `site.defaultOrigin`). Called at the end of
 * scripts/build.js with both from the server bundle.
 *
 * The sitemap lists each indexable page once, under its canonical URL: pages
 * whose canonical path is another page (/getCalendar names /) and noindex pages
 * (the 404 page) are left out.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { escapeHtml } from "../src/lib/escape-html.js";

/**
 * @param {readonly { path: string; meta: { canonicalPath: string; noindex?: boolean } }[]} routes
 * @param {string} origin
 */
export function sitemapXml(routes, origin) {
  const urls = routes
    .filter(({ path: p, meta }) => !meta.noindex && meta.canonicalPath === p)
    .map(({ path: p }) => `  <url><loc>${escapeHtml(origin + p)}</loc></url>`);
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
 * @param {string} origin the public origin, without a trailing slash
 */
export async function writeSeoFiles(outDir, routes, origin) {
  await writeFile(path.join(outDir, "sitemap.xml"), sitemapXml(routes, origin));
  await writeFile(path.join(outDir, "robots.txt"), robotsTxt(origin));
  console.log(`wrote sitemap.xml and robots.txt for ${origin}`);
}
