import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderHead, softwareApplication } from "./head";
import { matchRoute, notFoundRoute } from "./routes";
import { release } from "../content/release";
import { requirements, site } from "../content/site";

const root = path.resolve(import.meta.dirname, "../..");

/** Parse the head fragment the way a browser would. */
function head(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head></html>`,
    "text/html",
  );
}

describe("renderHead", () => {
  it("describes the app with JSON-LD built from the site constants", () => {
    const doc = head(renderHead(matchRoute("/")));
    const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(softwareApplication());
    expect(softwareApplication()).toMatchObject({
      "@type": "SoftwareApplication",
      name: site.productFullName,
      operatingSystem: requirements.os,
      applicationCategory: site.category,
      storageRequirements: `${requirements.freeSpaceMb} MB`,
      softwareVersion: release.version,
      datePublished: release.releaseDate,
      offers: { "@type": "Offer", price: site.price, priceCurrency: site.priceCurrency },
    });
    expect(site.price).toBe(0);
  });

  it("points the JSON-LD at the release's installer: absolute URL, size in MB", () => {
    const data = softwareApplication();
    const url = new URL(String(data.downloadUrl));
    expect(url.protocol).toBe("https:");
    expect(url.href.endsWith(release.installers.x64.url.replace(/^\//, ""))).toBe(true);
    const megabytes = Number(/^([\d.]+) MB$/.exec(String(data.fileSize))?.[1]);
    expect(Math.abs(megabytes * 1024 ** 2 - release.installers.x64.sizeBytes)).toBeLessThan(
      0.05 * 1024 ** 2,
    );
  });

  it("names / as canonical on /getCalendar, with the same social card", () => {
    const home = head(renderHead(matchRoute("/")));
    const alias = head(renderHead(matchRoute("/getCalendar")));
    const canonical = (doc: Document) =>
      doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
    expect(canonical(alias)).toBe(canonical(home));
    expect(canonical(home)).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(alias.querySelector('meta[property="og:url"]')?.getAttribute("content")).toBe(
      canonical(home),
    );
  });

  it("gives every page social tags, theme colours, icons and the manifest", () => {
    for (const route of [matchRoute("/privacy"), notFoundRoute]) {
      const doc = head(renderHead(route));
      const content = (selector: string) => doc.querySelector(selector)?.getAttribute("content");
      expect(content('meta[property="og:title"]')).toBe(route.meta.title);
      expect(content('meta[property="og:image"]')).toMatch(new RegExp(`${site.socialImage.path}$`));
      expect(content('meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(doc.querySelectorAll('meta[name="theme-color"]')).toHaveLength(2);
      expect(doc.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe(
        "/site.webmanifest",
      );
      expect(doc.querySelector('link[rel="apple-touch-icon"]')).not.toBeNull();
    }
    // Structured data only on the indexable landing page.
    expect(renderHead(notFoundRoute)).not.toContain("application/ld+json");
    expect(renderHead(matchRoute("/terms"))).not.toContain("application/ld+json");
  });

  it("escapes text so it cannot leave an attribute or the JSON-LD script", () => {
    const route = {
      ...matchRoute("/"),
      meta: { ...matchRoute("/").meta, title: `"><script>alert(1)</script>` },
    };
    const html = renderHead(route);
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&quot;&gt;&lt;script&gt;");
    expect(renderHead(matchRoute("/"))).not.toMatch(/<\/script>.*<\/script>/s);
  });
});

describe("public/site.webmanifest", () => {
  const manifest = JSON.parse(readFileSync(path.join(root, "public/site.webmanifest"), "utf8"));

  it("matches the site constants", () => {
    expect(manifest.name).toBe(site.productFullName);
    expect(manifest.short_name).toBe(site.productName);
    expect(manifest.description).toBe(site.tagline);
    expect(manifest.lang).toBe(site.language);
    expect(manifest.theme_color).toBe(site.themeColor.dark);
    expect(manifest.background_color).toBe(site.themeColor.dark);
  });

  it("lists icons that exist in public/", () => {
    for (const icon of manifest.icons as { src: string }[]) {
      expect(() => readFileSync(path.join(root, "public", icon.src))).not.toThrow();
    }
  });
});
