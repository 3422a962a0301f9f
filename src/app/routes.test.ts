import { afterEach, describe, expect, it, vi } from "vitest";
import { sitemapXml } from "../../scripts/seo-files.js";
import { cdnRedirects, siteFromRouteTable } from "../../scripts/gen-deploy.js";
import { site } from "../content/site";

/** The route table as a build with this VERIFICATION_PAGE setting sees it. */
async function routeTable(setting: string) {
  vi.resetModules();
  vi.stubEnv("VITE_VERIFICATION_PAGE", setting);
  return import("./routes");
}

afterEach(() => vi.unstubAllEnvs());

describe("VERIFICATION_PAGE", () => {
  it("builds /verification.html by default, at exactly that path, in the sitemap", async () => {
    const { matchPage, sitemapPages, verificationPageBuilt } = await routeTable("internal");
    expect(verificationPageBuilt).toBe(true);
    const page = matchPage(site.downloadHref);
    expect(page.path).toBe("/verification.html");
    expect(page.file).toBe("verification.html");
    expect(page.route.canonicalPath).toBe("/verification.html");
    expect(sitemapXml(sitemapPages(), "https://example.org")).toContain(
      "<loc>https://example.org/verification.html</loc>",
    );
  });

  it("builds each language's copy under its prefix, with alternates for every language", async () => {
    const { matchPage, sitemapPages } = await routeTable("internal");
    const page = matchPage("/he/verification.html");
    expect(page.locale).toBe("he");
    expect(page.file).toBe("he/verification.html");
    // The download buttons of a Hebrew page lead there.
    const { downloadPagePath } = await import("../i18n/download-page");
    expect(downloadPagePath("he")).toBe("/he/verification.html");
    const sitemap = sitemapXml(sitemapPages(), "https://example.org");
    expect(sitemap).toContain("<loc>https://example.org/he/verification.html</loc>");
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="https://example.org/de/verification.html"',
    );
  });

  it("=external leaves the page to the host: not built, not in the sitemap, never redirected to", async () => {
    const {
      routes,
      matchPage,
      notFoundRoute,
      publishedPages,
      sitemapPages,
      verificationPageBuilt,
    } = await routeTable("external");
    expect(verificationPageBuilt).toBe(false);
    expect(routes.map((route) => route.path)).not.toContain(site.downloadHref);
    expect(matchPage(site.downloadHref).route).toBe(notFoundRoute);
    expect(matchPage("/he/verification.html").route).toBe(notFoundRoute);
    expect(sitemapXml(sitemapPages(), "https://example.org")).not.toContain("verification");
    // The servers serve the host's file at that path, if any, and send no other spelling there.
    const served = siteFromRouteTable(
      { routes: publishedPages },
      { linkedPages: [site.downloadHref] },
    );
    expect(served.pages.find((page) => page.path === site.downloadHref)?.linked).toBe(true);
    expect(cdnRedirects(served)).not.toContain("verification");
    // The links stay: the download button still points there, in every language.
    expect(site.downloadHref).toBe("/verification.html");
    const { downloadPagePath } = await import("../i18n/download-page");
    expect(downloadPagePath("he")).toBe("/verification.html");
  });
});
