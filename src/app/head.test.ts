// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ogLocale, renderHead, renderStructuredData, softwareApplication } from "./head";
import { matchPage, notFoundPages, type Page } from "./routes";
import { release } from "../content/release";
import { requirements, site } from "../content/site";
import { registerMessages } from "../i18n/catalog";
import { publicLocales } from "../i18n/locales";
import enCommon from "../content/locales/en/common";
import enHome from "../content/locales/en/home";
import heCommon from "../content/locales/he/common";

const root = path.resolve(import.meta.dirname, "../..");

/** Parse the head fragment the way a browser would. */
function head(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head></html>`,
    "text/html",
  );
}

const alternatesOf = (doc: Document) =>
  [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
    link.getAttribute("hreflang"),
    new URL(link.getAttribute("href")!).pathname,
  ]);

describe("renderHead", () => {
  it("describes the app with JSON-LD in the page's language, from the site constants", () => {
    expect(renderHead(matchPage("/"))).not.toContain("application/ld+json");
    const doc = head(renderStructuredData(matchPage("/")));
    const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(softwareApplication(matchPage("/")));
    expect(softwareApplication(matchPage("/"))).toMatchObject({
      "@type": "SoftwareApplication",
      name: "Calendar for Windows",
      operatingSystem: "Windows 10 or later",
      inLanguage: "en",
      applicationCategory: site.category,
      storageRequirements: `${requirements.freeSpaceMb} MB`,
      softwareVersion: release.version,
      datePublished: release.releaseDate,
      offers: { "@type": "Offer", price: site.price, priceCurrency: site.priceCurrency },
    });
    expect(softwareApplication(matchPage("/he/"))).toMatchObject({
      name: heCommon.productFullName,
      inLanguage: "he",
    });
    expect(site.price).toBe(0);
  });

  it("points the JSON-LD at the release's installer: absolute URL, size in MB", () => {
    const data = softwareApplication(matchPage("/de/"));
    const url = new URL(String(data.downloadUrl));
    expect(url.protocol).toBe("https:");
    expect(url.href.endsWith(release.installers.x64.url.replace(/^\//, ""))).toBe(true);
    const megabytes = Number(/^([\d.]+) MB$/.exec(String(data.fileSize))?.[1]);
    // Cut as Explorer shows it: never more than the file, less by under 0.1 MB.
    const exact = release.installers.x64.sizeBytes / 1024 ** 2;
    expect(megabytes).toBeLessThanOrEqual(exact);
    expect(exact - megabytes).toBeLessThan(0.1);
  });

  it("names / as canonical on /getCalendar, with the same social card and alternates", () => {
    const home = head(renderHead(matchPage("/")));
    const alias = head(renderHead(matchPage("/getCalendar")));
    const canonical = (doc: Document) =>
      doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
    expect(canonical(alias)).toBe(canonical(home));
    expect(canonical(home)).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(alias.querySelector('meta[property="og:url"]')?.getAttribute("content")).toBe(
      canonical(home),
    );
    expect(alternatesOf(alias)).toEqual(alternatesOf(home));
  });

  it("links every language's version and x-default (English) of a page", () => {
    for (const path of ["/privacy", "/de/privacy", "/he/privacy"]) {
      const doc = head(renderHead(matchPage(path)));
      expect(alternatesOf(doc)).toEqual([
        ...publicLocales.map((locale) => [
          locale,
          locale === "en" ? "/privacy" : `/${locale}/privacy`,
        ]),
        ["x-default", "/privacy"],
      ]);
      expect(
        new URL(doc.querySelector('link[rel="canonical"]')!.getAttribute("href")!).pathname,
      ).toBe(path);
    }
    const home = head(renderHead(matchPage("/he/")));
    expect(alternatesOf(home)).toContainEqual(["he", "/he/"]);
    expect(alternatesOf(home)).toContainEqual(["x-default", "/"]);
  });

  it("says the page's language to social cards: og:locale and its alternates", () => {
    const doc = head(renderHead(matchPage("/he/terms")));
    const content = (selector: string) =>
      [...doc.querySelectorAll(selector)].map((m) => m.getAttribute("content"));
    expect(content('meta[property="og:locale"]')).toEqual(["he_IL"]);
    expect(content('meta[property="og:locale:alternate"]').toSorted()).toEqual([
      "de_DE",
      "en_US",
      "es_ES",
      "fr_FR",
      "ja_JP",
    ]);
    expect(ogLocale("en")).toBe("en_US");
    expect(doc.querySelector("title")?.textContent).toMatch(/^תנאי שימוש/);
    expect(doc.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe(
      "/he/site.webmanifest",
    );
  });

  it("gives every page social tags, theme colours, icons and the manifest", () => {
    const notFound = notFoundPages.find((page) => page.locale === "en")!;
    for (const page of [matchPage("/privacy"), notFound]) {
      const doc = head(renderHead(page));
      const content = (selector: string) => doc.querySelector(selector)?.getAttribute("content");
      expect(content('meta[property="og:title"]')).toBe(doc.querySelector("title")?.textContent);
      expect(content('meta[property="og:image"]')).toMatch(
        /^https:\/\/[^/]+\/assets\/og-image\.en\.[0-9a-f]{12}\.png$/,
      );
      expect(content('meta[property="og:image:alt"]')).toBe(enCommon.socialImageAlt);
      expect(content('meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(doc.querySelectorAll('meta[name="theme-color"]')).toHaveLength(2);
      expect(doc.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe(
        "/site.webmanifest",
      );
      expect(doc.querySelector('link[rel="apple-touch-icon"]')).not.toBeNull();
    }
    // Each language's page shows its own language's card, by an absolute URL.
    for (const locale of publicLocales) {
      const page = matchPage(locale === "en" ? "/privacy" : `/${locale}/privacy`);
      const doc = head(renderHead(page));
      const content = (selector: string) => doc.querySelector(selector)?.getAttribute("content");
      const image = content('meta[property="og:image"]');
      expect(image, locale).toMatch(new RegExp(`^https://[^/]+/assets/og-image\\.${locale}\\.`));
      expect(content('meta[name="twitter:image"]'), locale).toBe(image);
    }
    // The 404 page: no alternates (no page exists in the other languages), noindex.
    const notFoundHead = renderHead(notFound);
    expect(notFoundHead).not.toContain('rel="alternate"');
    expect(notFoundHead).toContain('name="robots" content="noindex"');
    // Structured data only on the indexable landing page.
    expect(renderStructuredData(notFound)).toBe("");
    expect(renderStructuredData(matchPage("/terms"))).toBe("");
  });

  it("escapes text so it cannot leave an attribute or the JSON-LD script", () => {
    const hostile = `"><script>alert(1)</script>`;
    registerMessages("qaa", "common", { ...enCommon, productFullName: hostile });
    registerMessages("qaa", "home", { ...enHome, meta: { ...enHome.meta, title: hostile } });
    const page: Page = { ...matchPage("/"), locale: "qaa" };
    const html = renderHead(page) + renderStructuredData(page);
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&quot;&gt;&lt;script&gt;");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe("public/site.webmanifest", () => {
  const manifest = JSON.parse(readFileSync(path.join(root, "public/site.webmanifest"), "utf8"));

  it("matches the English catalog and the site constants", () => {
    expect(manifest.name).toBe(enCommon.productFullName);
    expect(manifest.short_name).toBe(enCommon.productName);
    expect(manifest.description).toBe(enCommon.tagline);
    expect(manifest.lang).toBe("en");
    expect(manifest.theme_color).toBe(site.themeColor.dark);
    expect(manifest.background_color).toBe(site.themeColor.dark);
  });

  it("lists icons that exist in public/", () => {
    for (const icon of manifest.icons as { src: string }[]) {
      expect(() => readFileSync(path.join(root, "public", icon.src))).not.toThrow();
    }
  });
});
