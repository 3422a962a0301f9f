// @vitest-environment node
import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./seo-files.js";

const routes = [
  { path: "/", meta: { canonicalPath: "/" } },
  { path: "/getCalendar", meta: { canonicalPath: "/" } },
  { path: "/privacy", meta: { canonicalPath: "/privacy" } },
  { path: "/hidden", meta: { canonicalPath: "/hidden", noindex: true } },
  { path: "/a&b", meta: { canonicalPath: "/a&b" } },
];

describe("sitemap.xml", () => {
  it("lists each indexable page once under its canonical URL", () => {
    const xml = sitemapXml(routes, "https://example.org");
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://example.org/",
      "https://example.org/privacy",
      "https://example.org/a&amp;b",
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });
});

describe("robots.txt", () => {
  it("allows everything and names the sitemap", () => {
    expect(robotsTxt("https://example.org")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n",
    );
  });
});
