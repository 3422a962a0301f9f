import { createHash } from "node:crypto";
import { test, expect } from "./fixtures";
import { rawGet } from "./http";
import { canonicalRedirects } from "./requests";
import { pages } from "./routes";
import { release } from "../../src/content/release";
import { installerList } from "../../src/content/release-types";

// Runs against the Node server (desktop project) and the shipped nginx site (nginx project).
test.describe("the production server", () => {
  for (const { path } of pages) {
    test(`${path} sends the security headers and no-cache`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+(;|$)/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["cache-control"]).toBe("no-cache");

      // The CSP allows exactly the page's inline scripts: each hashed here from
      // the HTML as served (not the way the headers compute it).
      const inline = [...(await response.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)];
      const hashes = inline.map(
        ([, source]) =>
          `'sha256-${createHash("sha256")
            .update(source ?? "")
            .digest("base64")}'`,
      );
      expect(hashes.length).toBeGreaterThan(0);
      expect(csp.match(/'sha256-[^']+'/g)?.toSorted()).toEqual(hashes.toSorted());
    });

    test(`${path} keeps its query string and ignores it`, async ({ page }) => {
      const response = await page.goto(`${path}?utm_source=test&x=%00#frag`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("hashed assets are pre-compressed and cached for a year", async ({ page, baseURL }) => {
    await page.goto("/");
    const src = await page.locator('meta[name="app-entry"]').getAttribute("content");
    expect(src).toMatch(/^\/assets\/.+\.js$/);
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const response = await rawGet(baseURL!, src!, { "Accept-Encoding": accept });
      expect(response.status).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(response.headers["content-encoding"], accept).toBe(encoding);
      expect(response.headers.vary).toBe("Accept-Encoding");
    }
  });

  test("pages are sent pre-compressed with Brotli when the browser accepts it", async ({
    page,
  }) => {
    const response = await page.goto("/privacy");
    expect(await response?.headerValue("content-encoding")).toBe("br");
    expect(await response?.headerValue("vary")).toBe("Accept-Encoding");
  });

  // Browsers never send a backslash (they turn "\\" into "/"); ".." above the root is no path.
  for (const path of ["/\\evil.example", "/%5Cevil.example", "/%2e%2e/terms"]) {
    test(`${path} answers 404 (never a redirect off the site)`, async ({ baseURL }) => {
      const response = await rawGet(baseURL!, path);
      expect(response.status).toBe(404);
    });
  }

  const redirects = canonicalRedirects;
  for (const [from, to] of redirects) {
    test(`${from} redirects on this site to ${to}`, async ({ baseURL }) => {
      let location = from;
      // Follow at most three hops by hand, checking each one stays on this site.
      for (let hop = 0; hop < 3 && location !== to; hop++) {
        const response = await rawGet(baseURL!, location);
        expect(response.status, location).toBe(301);
        location = response.location ?? "";
        expect(location, "a path on this site, never //host").toMatch(/^\/(?![/\\])/);
      }
      expect(location).toBe(to);
    });
  }

  test("the release's installer URLs on this site are never redirected or rewritten", async ({
    baseURL,
  }) => {
    for (const { url } of installerList(release).filter(({ url }) => url.startsWith("/"))) {
      // Not in the build (the host serves it): a plain 404, never a redirect to another path.
      const response = await rawGet(baseURL!, url);
      expect(response.status, url).toBe(404);
      expect(response.location).toBeUndefined();
    }
  });

  test("only GET and HEAD are allowed", async ({ request }) => {
    const response = await request.post("/", { data: "x" });
    expect(response.status()).toBe(405);
    expect(response.headers()["allow"]).toBe("GET, HEAD");
    const head = await request.head("/privacy");
    expect(head.status()).toBe(200);
  });
});
