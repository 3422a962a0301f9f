#!/usr/bin/env node
/**
 * The production server: serves a prerendered build with clean URLs, a real
 * 404 status, compression, long-lived caching for hashed assets and the
 * security headers of server/headers.js.
 *
 *   node server/server.js            serves ./dist on 127.0.0.1:$PORT (4173)
 *   DIST_DIR=dist-dev node server/server.js
 */
import http from "node:http";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import serveHandler from "serve-handler";
import { cacheControl, hashedAssetsPrefix, securityHeaders } from "./headers.js";

const MAX_PATH_LENGTH = 1024;

/**
 * @param {{ root: string }} options the build folder
 * @returns {http.Server}
 */
export function createServer({ root }) {
  // The pages of the build, in every folder: privacy.html is "/privacy",
  // index.html is "/", he/index.html is "/he/", he/privacy.html is "/he/privacy".
  // A 404.html in a folder is the Not Found page of the paths below it.
  const htmlFiles = /** @type {string[]} */ (
    readdirSync(root, { recursive: true, encoding: "utf8" })
  )
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html") && !file.startsWith("assets/"));
  const isNotFoundPage = (/** @type {string} */ file) => /(^|\/)404\.html$/.test(file);
  const notFoundPages = new Map(
    htmlFiles
      .filter((file) => isNotFoundPage(file))
      .map((file) => [
        `/${file.slice(0, -"404.html".length)}`,
        readFileSync(path.join(root, file)),
      ]),
  );
  if (!notFoundPages.has("/")) throw new Error(`${root} has no 404.html`);
  const fileByPage = new Map(
    htmlFiles
      .filter((file) => !isNotFoundPage(file))
      .map((file) => [`/${file.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`, file]),
  );
  /** "/HE/Privacy/" -> "/he/privacy": the key of a path, for redirects to the page's own spelling. */
  const keyOf = (/** @type {string} */ p) =>
    p.toLowerCase().replace(/(\/index)?(\.html)?\/?$/, "") || "/";
  const pageByKey = new Map([...fileByPage.keys()].map((page) => [keyOf(page), page]));
  /** @type {(req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void} */
  const compress = /** @type {any} */ (compression());

  /**
   * The Not Found page of the deepest folder of the path that has one
   * (/he/nope: he/404.html; /xx/nope: 404.html), with status 404.
   * @param {http.ServerResponse} res
   */
  function sendNotFound(res, head = false, pathname = "/") {
    let folder = pathname.slice(0, pathname.lastIndexOf("/") + 1) || "/";
    while (!notFoundPages.has(folder)) folder = folder.replace(/[^/]*\/$/, "") || "/";
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", cacheControl.revalidate);
    res.end(head ? undefined : notFoundPages.get(folder));
  }

  /** @param {http.ServerResponse} res @param {string} location */
  function redirect(res, location) {
    res.statusCode = 301;
    res.setHeader("Location", location);
    res.setHeader("Cache-Control", cacheControl.revalidate);
    res.end();
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function handle(req, res) {
    for (const [name, value] of securityHeaders) res.setHeader(name, value);

    if (req.method !== "GET" && req.method !== "HEAD") {
      res.statusCode = 405;
      res.setHeader("Allow", "GET, HEAD");
      res.end();
      return;
    }

    const rawUrl = req.url ?? "/";
    const queryStart = rawUrl.indexOf("?");
    const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
    const query = queryStart === -1 ? "" : rawUrl.slice(queryStart);
    const head = req.method === "HEAD";

    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return sendNotFound(res, head); // malformed percent-encoding
    }
    if (pathname.length > MAX_PATH_LENGTH || pathname.includes("\0") || !pathname.startsWith("/")) {
      return sendNotFound(res, head);
    }

    // Dot segments, doubled slashes and backslashes: redirect to the clean
    // path. The Location is always a single-slash path on this site, never
    // "//host" (no open redirect).
    const clean = path.posix.normalize(pathname.replaceAll("\\", "/"));
    if (clean !== pathname) return redirect(res, encodeURI(clean) + query);

    // /PRIVACY, /Privacy/ -> /privacy; /HE -> /he/
    const key = keyOf(clean);
    if (key === "/404" || key.endsWith("/404")) return sendNotFound(res, head, clean); // a status, never a page
    const page = pageByKey.get(key);
    if (page && page !== clean) return redirect(res, page + query);
    if (page)
      req.url = `/${fileByPage.get(page)}${query}`; // the page's file, as it is
    else if (clean.endsWith("/") || !existsSync(path.join(root, clean))) {
      return sendNotFound(res, head, clean);
    }

    res.setHeader("Cache-Control", cacheControl.revalidate);
    try {
      await serveHandler(req, res, {
        public: root,
        // Pages were mapped to their files above; anything else is a file as named.
        cleanUrls: false,
        directoryListing: false,
        symlinks: false,
        etag: true,
        // Applies to files found under /assets/ only, not to the 404 page.
        headers: [
          {
            source: `${hashedAssetsPrefix.slice(1)}**`,
            headers: [{ key: "Cache-Control", value: cacheControl.immutable }],
          },
        ],
      });
    } catch {
      if (!res.headersSent) sendNotFound(res, head, clean);
      else res.destroy();
    }
  }

  return http.createServer((req, res) => {
    compress(req, res, () => void handle(req, res));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.env.DIST_DIR ?? "dist");
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? "127.0.0.1";
  createServer({ root }).listen(port, host, () => {
    console.log(`Serving ${path.relative(process.cwd(), root) || "."} at http://${host}:${port}/`);
  });
}
