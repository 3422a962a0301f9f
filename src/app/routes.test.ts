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
    const { routes, matchRoute, verificationPageBuilt } = await routeTable("internal");
    expect(verificationPageBuilt).toBe(true);
    const page = matchRoute(site.downloadHref);
    expect(page.path).toBe("/verification.html");
    expect(page.file).toBe("verification.html");
    expect(page.meta.canonicalPath).toBe("/verification.html");
    expect(sitemapXml(routes, "https://example.org")).toContain(
      "<loc>https://example.org/verification.html</loc>",
    );
  });

  it("=external leaves the page to the host: not built, not in the sitemap, never redirected to", async () => {
    const { routes, matchRoute, verificationPageBuilt } = await routeTable("external");
    expect(verificationPageBuilt).toBe(false);
    expect(routes.map((route) => route.path)).not.toContain(site.downloadHref);
    expect(matchRoute(site.downloadHref).path).toBe("*");
    expect(sitemapXml(routes, "https://example.org")).not.toContain("verification");
    // The servers serve the host's file at that path, if any, and send no other spelling there.
    const served = siteFromRouteTable({ routes }, { linkedPages: [site.downloadHref] });
    expect(served.pages.find((page) => page.path === site.downloadHref)?.linked).toBe(true);
    expect(cdnRedirects(served)).not.toContain("verification");
    // The links stay: the download button still points there.
    expect(site.downloadHref).toBe("/verification.html");
  });
});
