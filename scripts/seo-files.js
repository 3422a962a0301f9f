/**
 * Writes sitemap.xml and robots.txt into the build folder, from the pages of
 * every locale and the public origin (`siteOrigin` of src/lib/site-url.ts:
 * SITE_URL at build time, else `site.defaultOrigin`). Called at the end of
 * scripts/build.js with both from the server bundle.
 *
 * The sitemap lists each indexable page once, under its canonical URL, with
 * its versions in every language (xhtml:link hreflang, x-default included):
 * pages whose canonical path is another page (/getCalendar names /) and
 * noindex pages (the 404 pages) are left out.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { escapeHtml as escapeXml } from "../src/lib/escape-html.js";

/**
 * @typedef {{ path: string; canonicalPath: string; noindex?: boolean;
 *   alternates: (readonly [string, string])[] }} SitemapPage
 */

/**
 * @param {readonly SitemapPage[]} pages every page of every locale
 * @param {string} origin
 */
export function sitemapXml(pages, origin) {
  const urls = pages
    .filter((page) => !page.noindex && page.canonicalPath === page.path)
    .map((page) =>
      [
        `  <url>`,
        `    <loc>${escapeXml(origin + page.path)}</loc>`,
        ...page.alternates.map(
          ([hreflang, href]) =>
            `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(origin + href)}"/>`,
        ),
        `  </url>`,
      ].join("\n"),
    );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
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
 * @param {readonly SitemapPage[]} pages from the server bundle (src/entry-server.tsx)
 * @param {string} origin the public origin, without a trailing slash
 */
export async function writeSeoFiles(outDir, pages, origin) {
  await writeFile(path.join(outDir, "sitemap.xml"), sitemapXml(pages, origin));
  await writeFile(path.join(outDir, "robots.txt"), robotsTxt(origin));
  console.log(`wrote sitemap.xml and robots.txt for ${origin}`);
}
