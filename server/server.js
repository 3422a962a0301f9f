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
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import serveHandler from "serve-handler";
import { cacheControl, hashedAssetsPrefix, securityHeaders } from "./headers.js";

const MAX_PATH_LENGTH = 1024;

/** @param {string} pathname "/Privacy.html/" -> "/privacy" */
const pageKey = (pathname) =>
  pathname
    .toLowerCase()
    .replace(/\/+$/, "")
    .replace(/\.html$/, "") || "/";

/**
 * The public path of every page of a build: from the route table the build
 * writes (routes.json: a route's path is its one public path, "/privacy" or
 * "/verification.html"), and any other HTML file at its clean path ("/name"
 * for name.html, "/" for index.html; the benchmark's control page).
 * @param {string} root the build folder
 * @returns {string[]}
 */
export function pagePaths(root) {
  /** @type {{ path: string; file: string }[]} */
  let routes = [];
  try {
    routes = JSON.parse(readFileSync(path.join(root, "routes.json"), "utf8")).pages ?? [];
  } catch {
    // An older build without routes.json: clean paths only.
  }
  const routed = new Set(routes.map((route) => route.file));
  const others = readdirSync(root)
    .filter((name) => name.endsWith(".html") && name !== "404.html" && !routed.has(name))
    .map((name) => (name === "index.html" ? "/" : `/${name.slice(0, -".html".length)}`));
  return [...routes.map((route) => route.path), ...others];
}

/**
 * @param {{ root: string }} options the build folder
 * @returns {http.Server}
 */
export function createServer({ root }) {
  const notFoundPage = readFileSync(path.join(root, "404.html"));
  // One public path per page, found under any case, with or without ".html"
  // or a trailing slash: "/privacy" -> "/privacy", "/verification" -> "/verification.html".
  const pageByKey = new Map(pagePaths(root).map((page) => [pageKey(page), page]));
  /** @type {(req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void} */
  const compress = /** @type {any} */ (compression());

  /** @param {http.ServerResponse} res */
  function sendNotFound(res, head = false) {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", cacheControl.revalidate);
    res.end(head ? undefined : notFoundPage);
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

    // /PRIVACY, /Privacy/, /privacy.html -> /privacy; /verification -> /verification.html
    const key = pageKey(clean);
    if (key === "/404") return sendNotFound(res, head); // only ever a status, never a page
    const page = pageByKey.get(key);
    if (page && page !== clean) return redirect(res, page + query);

    res.setHeader("Cache-Control", cacheControl.revalidate);
    try {
      await serveHandler(req, res, {
        public: root,
        // A page whose public path ends in .html is served at exactly that path.
        cleanUrls: !page?.endsWith(".html"),
        trailingSlash: false,
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
      if (!res.headersSent) sendNotFound(res, head);
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
