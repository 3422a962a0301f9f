import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./seo-files.js";

const alternates = (path: string): [string, string][] => [
  ["en", path],
  ["he", `/he${path}`],
  ["x-default", path],
];
const pages = [
  { path: "/", canonicalPath: "/", alternates: alternates("/") },
  { path: "/getCalendar", canonicalPath: "/", alternates: alternates("/") },
  { path: "/he/", canonicalPath: "/he/", alternates: alternates("/") },
  { path: "/privacy", canonicalPath: "/privacy", alternates: alternates("/privacy") },
  { path: "/hidden", canonicalPath: "/hidden", noindex: true, alternates: [] },
  { path: "/a&b", canonicalPath: "/a&b", alternates: [] },
];

describe("sitemap.xml", () => {
  const xml = sitemapXml(pages, "https://example.org");

  it("lists each indexable page once under its canonical URL", () => {
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://example.org/",
      "https://example.org/he/",
      "https://example.org/privacy",
      "https://example.org/a&amp;b",
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
  });

  it("gives each URL its versions in every language and x-default", () => {
    const privacy = /<url>\s*<loc>https:\/\/example.org\/privacy<\/loc>([\s\S]*?)<\/url>/.exec(
      xml,
    )?.[1];
    expect(
      [...(privacy ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    ).toEqual([
      ["en", "https://example.org/privacy"],
      ["he", "https://example.org/he/privacy"],
      ["x-default", "https://example.org/privacy"],
    ]);
  });
});

describe("robots.txt", () => {
  it("allows everything and names the sitemap", () => {
    expect(robotsTxt("https://example.org")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n",
    );
  });
});
