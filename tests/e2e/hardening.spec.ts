import type { APIRequestContext } from "@playwright/test";
import { JSDOM, VirtualConsole } from "jsdom";
import { cacheControl, securityHeaders } from "../../server/headers.js";
import { release } from "../../src/content/release";
import { requirements, site } from "../../src/content/site";
import { installerList } from "../../src/content/release-types";
import { socialImagePath } from "../../src/content/social-image";
import { en } from "./copy";
import { localeOf, locales } from "./locales";
import { test, expect } from "./fixtures";
import { rawExchange, rawGet, rawRequest } from "./http";
import { hostilePaths } from "./requests";
import { pages } from "./routes";

/** Every header of server/headers.js, with its exact value. */
function expectSecurityHeaders(
  headers: Record<string, string | string[] | undefined>,
  where: string,
) {
  for (const [name, value] of securityHeaders) {
    expect(headers[name.toLowerCase()], `${where}: ${name}`).toBe(value);
  }
}
/**
 * The only link targets outside the built site: the installers of the
 * release record (src/content/release.ts), a path the host serves or an
 * https:// URL, linked from /verification.html and never fetched here.
 */
const installerUrls = new Set(installerList(release).map(({ url }) => url));

interface CrawledPage {
  path: string;
  status: number;
  title: string;
  h1Count: number;
  lang: string | null;
  dir: string | null;
  canonical: string[];
  meta: Record<string, string>;
  jsonLd: string[];
  ids: string[];
  links: string[];
  /** The links that say which language they lead to (hreflang): language switches. */
  languageLinks: string[];
}

/**
 * Reads a page as prerendered, the HTML as served (what crawlers and visitors
 * without JavaScript get), parsed by jsdom: no browser is needed to read it.
 */
async function readPage(request: APIRequestContext, path: string): Promise<CrawledPage> {
  const response = await request.get(path);
  const { document } = new JSDOM(await response.text(), {
    // Its complaints about modern CSS are not the page's.
    virtualConsole: new VirtualConsole(),
  }).window;
  const content = (selector: string) =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLMetaElement>(selector)].map((m) => [
        m.getAttribute("property") ?? m.name,
        m.content,
      ]),
    );
  const hrefs = (selector: string) =>
    [...document.querySelectorAll(selector)].map((a) => a.getAttribute("href") ?? "");
  return {
    path,
    status: response.status(),
    title: document.title,
    h1Count: document.querySelectorAll("h1").length,
    lang: document.documentElement.getAttribute("lang"),
    dir: document.documentElement.getAttribute("dir"),
    canonical: hrefs('link[rel="canonical"]'),
    meta: { ...content("meta[name]"), ...content("meta[property]") },
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => s.textContent ?? "",
    ),
    ids: [...document.querySelectorAll("[id]")].map((element) => element.id),
    links: hrefs("a[href], area[href]"),
    languageLinks: hrefs("a[href][hreflang]"),
  };
}

/**
 * Crawls the site from / (plus the route table's pages, the sitemap's and an
 * unknown path for the 404 page), following every link. Returns each page
 * read and the problems found with links.
 */
async function crawl(request: APIRequestContext, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const crawled = new Map<string, CrawledPage>();
  const checked = new Map<string, number>(); // link target -> status
  const problems: string[] = [];
  const fragments: { from: string; path: string; id: string; href: string }[] = [];

  async function visit(seeds: string[]) {
    const queue = [...seeds];
    while (queue.length) {
      const path = queue.shift()!;
      if (crawled.has(path)) continue;
      const page = await readPage(request, path);
      crawled.set(path, page);
      for (const href of page.links) {
        if (installerUrls.has(href)) continue;
        if (href.startsWith("mailto:")) {
          if (!/^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/i.test(href)) problems.push(`${path}: ${href}`);
          continue;
        }
        // A holiday calendar's subscription (/holidays): webcal:// on the public
        // origin (SITE_URL), to a file of this build, in the page's language.
        const webcal = /^webcal:\/\/[^/]+(\/\S*\.ics)$/.exec(href)?.[1];
        if (href.startsWith("webcal:") && !webcal) problems.push(`${path}: ${href}`);
        const url = new URL(webcal ?? href, origin + path);
        if (url.origin !== origin) {
          problems.push(`${path}: link to another site ${href}`);
          continue;
        }
        // Every internal link stays in the page's language, unless it is a language switch.
        if (localeOf(url.pathname) !== localeOf(path) && !page.languageLinks.includes(href))
          problems.push(`${path}: ${href} leaves the page's language`);
        if (url.hash)
          fragments.push({ from: path, path: url.pathname, id: url.hash.slice(1), href });
        if (url.pathname === path) continue; // a fragment of this page
        if (!checked.has(url.pathname)) {
          const response = await request.get(url.pathname, { maxRedirects: 0 });
          checked.set(url.pathname, response.status());
          const html = response.headers()["content-type"]?.startsWith("text/html");
          if (response.status() === 200 && html) queue.push(url.pathname);
        }
        const status = checked.get(url.pathname);
        if (status !== 200) problems.push(`${path}: ${href} answers ${status}`);
      }
    }
  }

  // First what a visitor reaches from /, then every other known page and the 404 pages.
  await visit(["/"]);
  const reachedFromHome = new Set(crawled.keys());
  await visit([
    ...pages.map(({ path }) => path),
    ...locales.map((locale) => (locale === "en" ? "" : `/${locale}`) + "/this-page-does-not-exist"),
  ]);

  for (const { from, path, id, href } of fragments) {
    const target = crawled.get(path);
    const exists = target?.ids.includes(decodeURIComponent(id)) ?? false;
    if (!exists) problems.push(`${from}: ${href} points to no element with id "${id}"`);
  }
  return { crawled, reachedFromHome, problems: [...new Set(problems)] };
}

test.describe("crawl", () => {
  test("every link resolves and every page has its metadata", async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    const { crawled, reachedFromHome, problems } = await crawl(request, baseURL!);
    expect(problems, "broken links").toEqual([]);

    const all = [...crawled.values()];
    const found = all.filter((p) => p.status === 200);
    // The route table's pages, at least, were found and answered 200.
    for (const { path } of pages) expect(found.map((p) => p.path)).toContain(path);
    expect(all.filter((p) => p.status !== 200).map((p) => [p.path, p.status])).toEqual(
      locales.map((locale) => [
        (locale === "en" ? "" : `/${locale}`) + "/this-page-does-not-exist",
        404,
      ]),
    );
    // Every page of every language was reached by following links.
    for (const locale of locales)
      expect(found.map((p) => p.path)).toContain(
        locale === "en" ? "/privacy" : `/${locale}/privacy`,
      );

    const canonicalOrigin = new URL(found[0]!.canonical[0] ?? "").origin;
    for (const page of all) {
      const where = `${page.path}: `;
      expect(page.lang, `${where}html[lang]`).toBe(localeOf(page.path));
      expect(page.dir, `${where}html[dir]`).toBe(localeOf(page.path) === "he" ? "rtl" : "ltr");
      expect(page.h1Count, `${where}exactly one h1`).toBe(1);
      expect(page.title, `${where}title`).toMatch(/\S/);
      expect(page.meta.description, `${where}description`).toMatch(/\S/);
      expect(page.canonical, `${where}one canonical`).toHaveLength(1);
      const canonical = new URL(page.canonical[0]!);
      expect(canonical.origin, `${where}canonical origin`).toBe(canonicalOrigin);
      expect(canonical.href, `${where}canonical is absolute`).toBe(page.canonical[0]);
      expect(crawled.get(canonical.pathname)?.status, `${where}canonical page`).toBe(200);
      // Open Graph and Twitter cards.
      expect(page.meta["og:title"], where).toBe(page.title);
      expect(page.meta["og:description"], where).toBe(page.meta.description);
      expect(page.meta["og:url"], where).toBe(page.canonical[0]);
      expect(page.meta["og:type"], where).toBe("website");
      // The card in the page's own language (a 404 page's too).
      expect(page.meta["og:image"], where).toBe(
        `${canonicalOrigin}${socialImagePath(localeOf(page.path))}`,
      );
      expect(page.meta["og:image:alt"], where).toMatch(/\S/);
      expect(page.meta["twitter:card"], where).toBe("summary_large_image");
      expect(page.meta["twitter:image"], where).toBe(page.meta["og:image"]);
    }

    // Titles are unique, except between pages that name the same canonical URL.
    const titleOwner = new Map<string, string>();
    for (const page of found) {
      const owner = titleOwner.get(page.title);
      if (owner) expect(owner, `title "${page.title}" of ${page.path}`).toBe(page.canonical[0]);
      titleOwner.set(page.title, page.canonical[0]!);
    }

    // /getCalendar is the landing page under another address: / is canonical.
    expect(crawled.get("/getCalendar")?.canonical).toEqual([`${canonicalOrigin}/`]);
    expect(crawled.get("/this-page-does-not-exist")?.meta.robots).toBe("noindex");

    // The sitemap lists exactly the indexable canonical pages, each reachable from /.
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const indexable = new Set(
      found.filter((p) => !p.meta.robots?.includes("noindex")).map((p) => p.canonical[0]),
    );
    expect(listed.toSorted()).toEqual([...indexable].toSorted());
    for (const url of listed) {
      expect(reachedFromHome, `${url} is linked from /`).toContain(new URL(url!).pathname);
    }
  });
});

test.describe("structured data", () => {
  test("the landing page describes the app as a free SoftwareApplication", async ({ request }) => {
    for (const path of ["/", "/getCalendar"]) {
      const page = await readPage(request, path);
      expect(page.jsonLd).toHaveLength(1);
      const data = JSON.parse(page.jsonLd[0]!) as Record<string, unknown>;
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        "@type": "SoftwareApplication",
        name: en.common.productFullName,
        operatingSystem: en.common.windowsOrLater,
        applicationCategory: site.category,
        storageRequirements: `${requirements.freeSpaceMb} MB`,
        softwareVersion: release.version,
        offers: { "@type": "Offer", price: 0, priceCurrency: site.priceCurrency },
      });
      // The x64 installer: an absolute URL and its size.
      expect(new URL(String(data.downloadUrl)).href).toBe(
        new URL(release.installers.x64.url, new URL(page.canonical[0]!).origin).href,
      );
      expect(data.fileSize).toMatch(/^\d+(\.\d)? MB$/);
      expect(page.meta["theme-color"]).toBeDefined();
    }
  });

  test("theme colours are set for the light and the dark scheme", async ({ page }) => {
    await page.goto("/privacy");
    const colours = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) =>
        metas.map((m) => [m.getAttribute("media"), m.getAttribute("content")]),
      );
    expect(colours).toEqual([
      ["(prefers-color-scheme: light)", site.themeColor.light],
      ["(prefers-color-scheme: dark)", site.themeColor.dark],
    ]);
  });
});

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test.describe("site files", () => {
  test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
  });

  test("sitemap.xml is XML in the sitemap namespace, without /getCalendar or the 404 page", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const text = await response.text();
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(text).not.toMatch(/getCalendar|404/);
    const robots = await (await request.get("/robots.txt")).text();
    const origin = robots.match(/^Sitemap: (https?:\/\/[^/\s]+)\//m)?.[1];
    const paths = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(origin!, ""));
    expect(paths).toContain("/");
    expect(paths).toEqual(expect.arrayContaining(pages.map((p) => p.canonical)));
  });

  test("the manifest and every icon are served with their types and sizes", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifestResponse = await request.get(manifestHref!);
    expect(manifestResponse.status()).toBe(200);
    expect(manifestResponse.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toBe(en.common.productFullName);
    expect(manifest.short_name).toBe(en.common.productName);
    expect(manifest.start_url).toBe("/");
    expect([site.themeColor.light, site.themeColor.dark]).toContain(manifest.theme_color);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);

    const icons = [
      ...manifest.icons,
      { src: "/apple-touch-icon.png", sizes: "180x180", type: "image/png" },
      // Each language's social card, under its content-hashed name.
      ...locales.map((locale) => ({
        src: socialImagePath(locale),
        sizes: `${site.socialImage.width}x${site.socialImage.height}`,
        type: "image/png",
      })),
      { src: "/favicon.ico", sizes: "any", type: "image/x-icon" },
    ];
    for (const { src, sizes, type } of icons) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      const contentType = response.headers()["content-type"] ?? "";
      if (type === "image/x-icon")
        expect(contentType).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
      else expect(contentType, src).toContain(type);
      if (type === "image/png") expect(pngSize(await response.body()), src).toBe(sizes);
    }
    // Every icon the pages link is one of those.
    const linked = await page
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    for (const href of linked) {
      expect((await request.get(href!)).status(), href!).toBe(200);
    }
  });
});

test.describe("response headers", () => {
  const responses = [
    ...pages.map(({ path }) => ({ path, status: 200, cache: cacheControl.revalidate })),
    { path: "/no-such-page", status: 404, cache: cacheControl.revalidate },
    { path: "/sitemap.xml", status: 200, cache: cacheControl.revalidate },
    { path: "/robots.txt", status: 200, cache: cacheControl.revalidate },
    { path: "/site.webmanifest", status: 200, cache: cacheControl.revalidate },
  ];
  for (const { path, status, cache } of responses) {
    test(`${path} sends every security header from server/headers.js`, async ({ baseURL }) => {
      const response = await rawGet(baseURL!, path);
      expect(response.status).toBe(status);
      for (const [name, value] of securityHeaders) {
        expect(response.headers[name.toLowerCase()], name).toBe(value);
      }
      expect(response.headers["cache-control"]).toBe(cache);
      expect(response.headers["x-powered-by"]).toBeUndefined();
      if (path !== "/sitemap.xml" && path !== "/robots.txt" && path !== "/site.webmanifest") {
        expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      }
    });
  }
});

test.describe("hostile paths", () => {
  const hostile = hostilePaths;
  for (const path of hostile) {
    test(`${path.slice(0, 48)} answers 404 or a same-site redirect`, async ({ baseURL }) => {
      let location = path;
      // Follow up to five redirects by hand; every hop must stay on this site.
      for (let hop = 0; hop < 5; hop++) {
        const response = await rawGet(baseURL!, location);
        expect(response.status, `${location}: never a server error`).toBeLessThan(500);
        expectSecurityHeaders(response.headers, location);
        if (response.status === 301 || response.status === 302 || response.status === 308) {
          location = response.location ?? "";
          expect(location, "a path on this site, never //host or a scheme").toMatch(/^\/(?![/\\])/);
          expect(new URL(location, "http://site.test").host).toBe("site.test");
          continue;
        }
        expect([200, 404], location).toContain(response.status);
        // Nothing outside the build folder is ever served.
        expect(response.body).not.toMatch(/root:x:0:0|"devDependencies"|createServer/);
        if (response.status === 200) {
          expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
        }
        return;
      }
      throw new Error(`${path}: more than five redirects`);
    });
  }
});

test.describe("bad input", () => {
  const close = "Host: 127.0.0.1\r\nConnection: close\r\n";

  test("a 16 KB request line and a 64 KB header are refused, with the security headers", async ({
    baseURL,
  }) => {
    const longLine = await rawExchange(
      baseURL!,
      `GET /${"a".repeat(16 * 1024)} HTTP/1.1\r\n${close}\r\n`,
    );
    expect(longLine.status).toBe(414);
    expectSecurityHeaders(longLine.headers, "16 KB request line");
    const bigHeader = await rawExchange(
      baseURL!,
      `GET / HTTP/1.1\r\n${close}X-Big: ${"b".repeat(64 * 1024)}\r\n\r\n`,
    );
    expect([400, 431]).toContain(bigHeader.status);
    expectSecurityHeaders(bigHeader.headers, "64 KB header");
    // Still answering.
    expect((await rawGet(baseURL!, "/privacy")).status).toBe(200);
  });

  test("unparsable requests get a 4xx or 505 with the security headers", async ({ baseURL }) => {
    const requests = {
      "not HTTP": "HELLO\r\n\r\n",
      "HTTP/9.9": `GET / HTTP/9.9\r\n${close}\r\n`,
      CONNECT: `CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n`,
      "asterisk target": `GET * HTTP/1.1\r\n${close}\r\n`,
    };
    for (const [name, request] of Object.entries(requests)) {
      const response = await rawExchange(baseURL!, request);
      expect(response.status, name).toBeGreaterThanOrEqual(400);
      expect([404, 405, 505, 400], name).toContain(response.status);
      expectSecurityHeaders(response.headers, name);
    }
  });

  test("Range requests, valid, invalid or multiple, get the whole file", async ({ baseURL }) => {
    const whole = await rawGet(baseURL!, "/privacy");
    expect(whole.headers["accept-ranges"]).toBeUndefined();
    for (const range of [
      "bytes=0-9",
      "bytes=abc",
      "bytes=999999999-",
      "bytes=0-1,5-9",
      "lines=1-2",
    ]) {
      const response = await rawGet(baseURL!, "/privacy", { Range: range });
      expect(response.status, range).toBe(200);
      expect(response.headers["content-range"], range).toBeUndefined();
      expect(response.bytes.length, range).toBe(whole.bytes.length);
      expectSecurityHeaders(response.headers, range);
    }
  });

  test("revalidation with If-None-Match and If-Modified-Since answers 304", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/");
    const asset = await page.locator('meta[name="app-entry"]').getAttribute("content");
    for (const [path, cache] of [
      ["/privacy", cacheControl.revalidate],
      [asset!, cacheControl.immutable],
    ] as const) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const first = await rawGet(baseURL!, path, { "Accept-Encoding": encoding });
        const etag = first.headers.etag!;
        const modified = first.headers["last-modified"]!;
        expect(etag, path).toBeTruthy();
        const conditionals: Record<string, string>[] = [
          { "If-None-Match": etag },
          { "If-Modified-Since": modified },
        ];
        for (const conditional of conditionals) {
          const again = await rawGet(baseURL!, path, {
            "Accept-Encoding": encoding,
            ...conditional,
          });
          const where = `${path} ${encoding} ${Object.keys(conditional)[0]}`;
          expect(again.status, where).toBe(304);
          expect(again.bytes.length, where).toBe(0);
          expect(again.headers["cache-control"], where).toBe(cache);
          expect(again.headers.vary, where).toBe("Accept-Encoding");
          expectSecurityHeaders(again.headers, where);
        }
        const stale = await rawGet(baseURL!, path, {
          "Accept-Encoding": encoding,
          "If-None-Match": '"not-the-etag"',
          "If-Modified-Since": "Mon, 01 Jan 2001 00:00:00 GMT",
        });
        expect(stale.status, `${path} stale`).toBe(200);
      }
    }
  });

  test("HEAD to every route answers like GET, without a body", async ({ baseURL }) => {
    for (const path of [...pages.map((p) => p.path), "/PRIVACY", "/no-such-page", "/sitemap.xml"]) {
      const get = await rawGet(baseURL!, path, { "Accept-Encoding": "br" });
      const head = await rawRequest(baseURL!, path, {
        method: "HEAD",
        headers: { "Accept-Encoding": "br" },
      });
      expect(head.status, path).toBe(get.status);
      expect(head.bytes.length, path).toBe(0);
      for (const name of [
        "content-type",
        "content-encoding",
        "content-length",
        "location",
        "vary",
      ]) {
        expect(head.headers[name], `${path} ${name}`).toBe(get.headers[name]);
      }
      expectSecurityHeaders(head.headers, `HEAD ${path}`);
    }
  });

  test("other methods, TRACE included, get 405 with Allow", async ({ baseURL }) => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
      const response = await rawRequest(baseURL!, "/privacy", { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe("GET, HEAD");
      expect(response.body, method).not.toContain("privacy");
      expectSecurityHeaders(response.headers, method);
    }
  });

  test("a client sending its headers a byte every half second is answered, and others meanwhile", async ({
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const request = "GET / HTTP/1.0\r\n\r\n"; // 18 bytes, 9 s: within both servers' header timeout
    const slow = rawExchange(baseURL!, request, { byteDelayMs: 500, timeoutMs: 30_000 });
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect((await rawGet(baseURL!, "/terms")).status, "others are served").toBe(200);
    }
    const response = await slow;
    expect(response.status).toBe(200);
    expectSecurityHeaders(response.headers, "slow client");
  });
});
