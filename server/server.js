#!/usr/bin/env node
/**
 * The production server: serves a prerendered build by the URL rules of
 * server/routing.js (the same rules deploy/nginx/ is generated from), with the
 * pre-compressed `.br`/`.gz` files the build writes, long-lived caching for
 * hashed assets and the headers of server/headers.js on every response.
 *
 *   node server/server.js            serves ./dist on 127.0.0.1:$PORT (4173)
 *   DIST_DIR=dist-dev node server/server.js
 *
 * SIGTERM or SIGINT: stops accepting connections, lets requests in flight
 * finish, exits (at the latest after 8 s).
 */
import http from "node:http";
import { existsSync, readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import send from "send";
import {
  allowedMethods,
  cacheControl,
  contentTypes,
  defaultContentType,
  hashedAssetsPrefix,
  precompressedEncodings,
  securityHeaders,
  textExtensions,
} from "./headers.js";
import {
  isNonCanonicalTarget,
  isSafePath,
  notFoundFileFor,
  resolveDotSegments,
  spellingsPattern,
  genericPatterns,
} from "./routing.js";

/** @typedef {import("./routing.js").Site} Site */

/**
 * The route table of a build: the `routes.json` the build writes beside its
 * pages (so a build made with VERIFICATION_PAGE=external is served as
 * built), else the committed deploy/routes.json (`npm run deploy:config`).
 * @param {string} root the build folder
 * @returns {Site}
 */
export function siteOf(root) {
  const built = path.join(root, "routes.json");
  const file = existsSync(built)
    ? built
    : path.resolve(import.meta.dirname, "../deploy/routes.json");
  return /** @type {Site} */ (JSON.parse(readFileSync(file, "utf8")));
}

/**
 * The paths of a build's own pages ("/privacy", "/verification.html").
 * @param {string} root the build folder
 */
export const pagePaths = (root) =>
  siteOf(root)
    .pages.filter((page) => !page.linked)
    .map((page) => page.path);

const reasons = /** @type {Record<number, string>} */ (http.STATUS_CODES);

/** A short HTML body for a status without a page of its own (like nginx's). @param {number} status */
const statusBody = (status) =>
  `<!doctype html>\n<title>${status} ${reasons[status]}</title>\n<h1>${status} ${reasons[status]}</h1>\n`;

/**
 * Which pre-compressed encodings a request accepts: `br` and `gzip` named
 * with a q-value above 0 (as nginx reads Accept-Encoding; `*` is not taken
 * to mean either).
 * @param {string | undefined} header
 */
export function acceptedEncodings(header = "") {
  const accepted = new Set();
  for (const part of header.split(",")) {
    const [token = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(token);
  }
  return accepted;
}

/** @param {string} file */
function contentTypeOf(file) {
  const extension = path.extname(file).slice(1).toLowerCase();
  const type = /** @type {Record<string, string>} */ (contentTypes)[extension];
  if (!type) return defaultContentType;
  return textExtensions.includes(extension) ? `${type}; charset=utf-8` : type;
}

/**
 * @param {{ root: string; site?: Site }} options the build folder, and the
 *   route table (default: the build's routes.json, see siteOf)
 * @returns {http.Server}
 */
export function createServer({ root, site = siteOf(root) }) {
  const pages = new Map(site.pages.map((page) => [page.path, page.file]));
  const spellings = site.pages
    .filter((page) => !page.linked)
    .map((page) => ({
      path: page.path,
      pattern: new RegExp(spellingsPattern(page.path), "i"),
    }));
  const notFoundSpellings = site.notFound.map((file) => ({
    pattern: new RegExp(spellingsPattern(`/${file}`), "i"),
  }));
  const generic = {
    precompressed: new RegExp(genericPatterns.precompressed),
    dotfile: new RegExp(genericPatterns.dotfile),
    htmlSuffix: new RegExp(genericPatterns.htmlSuffix),
    trailingSlash: new RegExp(genericPatterns.trailingSlash),
  };

  /** @param {string} file relative to root @returns {Promise<boolean>} */
  async function isFile(file) {
    try {
      return (await stat(path.join(root, file))).isFile();
    } catch {
      return false;
    }
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {number} status
   * @param {Record<string, string>} [headers]
   */
  function sendStatus(req, res, status, headers = {}) {
    const body = statusBody(status);
    res.statusCode = status;
    // nginx's charset module leaves redirects without a charset.
    res.setHeader("Content-Type", status === 301 ? "text/html" : "text/html; charset=utf-8");
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader("Content-Length", Buffer.byteLength(body));
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Sends a file of the build, pre-compressed when the request accepts it.
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} file relative to root
   * @param {number} status 200, or 404 for a 404 page
   * @param {boolean} [identity] ignore Accept-Encoding
   */
  async function sendFile(req, res, file, status, identity = false) {
    const variants = [];
    for (const variant of precompressedEncodings) {
      if (await isFile(file + variant.suffix)) variants.push(variant);
    }
    const accepted = acceptedEncodings(identity ? "" : req.headers["accept-encoding"]);
    const chosen = variants.find((variant) => accepted.has(variant.encoding));
    res.statusCode = status;
    res.setHeader("Content-Type", contentTypeOf(file));
    if (variants.length) res.setHeader("Vary", "Accept-Encoding");
    if (chosen) res.setHeader("Content-Encoding", chosen.encoding);
    if (status === 200 && `/${file}`.startsWith(hashedAssetsPrefix)) {
      res.setHeader("Cache-Control", cacheControl.immutable);
    }
    const served = file + (chosen?.suffix ?? "");
    send(req, `/${served.split("/").map(encodeURIComponent).join("/")}`, {
      root,
      dotfiles: "allow",
      index: false,
      acceptRanges: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
    })
      .on("error", (/** @type {{ status?: number }} */ error) => {
        if (res.headersSent) return void res.destroy();
        res.removeHeader("Content-Encoding");
        res.setHeader("Cache-Control", cacheControl.revalidate);
        if (error.status === 404 && status !== 404) return void sendNotFound(req, res, `/${file}`);
        sendStatus(req, res, error.status === 412 || error.status === 404 ? error.status : 500);
      })
      .pipe(res);
  }

  /**
   * The 404 page of the path's locale, with status 404.
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} pathname
   * @param {boolean} [malformed] a target nginx rejects before reading the
   *   headers: the page is sent uncompressed, as nginx does
   */
  async function sendNotFound(req, res, pathname, malformed = false) {
    const file = notFoundFileFor(site.notFound, pathname);
    if (await isFile(file)) return sendFile(req, res, file, 404, malformed);
    sendStatus(req, res, 404);
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} location */
  function redirect(req, res, location) {
    sendStatus(req, res, 301, { Location: location });
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function handle(req, res) {
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    res.setHeader("Cache-Control", cacheControl.revalidate);
    // Closing (SIGTERM): finish this response, then close its connection.
    if (!server.listening) res.setHeader("Connection", "close");

    if (!allowedMethods.includes(req.method ?? "")) {
      return sendStatus(req, res, 405, { Allow: allowedMethods.join(", ") });
    }

    // The request target as sent; an absolute-form target is reduced to its path.
    let target = req.url ?? "";
    const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
    if (absolute) target = `/${target.slice(absolute[0].length).replace(/^\//, "")}`;
    const queryStart = target.indexOf("?");
    const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
    // A bare "?" is no query (nginx's $is_args is empty then).
    const query =
      queryStart === -1 || queryStart === target.length - 1 ? "" : target.slice(queryStart);

    // 1. Decoded byte by byte, as nginx does: malformed or NUL is the 404 page.
    const decoded = percentDecode(rawPath);
    if (decoded === null || !decoded.startsWith("/") || decoded.includes("\0")) {
      return sendNotFound(req, res, "/", true);
    }

    // 2. Dot segments and empty segments: redirect to the resolved path.
    if (isNonCanonicalTarget(rawPath)) {
      const clean = resolveDotSegments(decoded);
      if (clean === null) return sendNotFound(req, res, "/", true);
      if (!isSafePath(clean)) return sendNotFound(req, res, clean);
      return redirect(req, res, clean + query);
    }
    const pathname = decoded;

    // 3. The pages of the route table, and every other spelling of them.
    const page = pages.get(pathname);
    if (page !== undefined) {
      if (await isFile(page)) return sendFile(req, res, page, 200);
      return sendNotFound(req, res, pathname);
    }
    const spelling = spellings.find(({ pattern }) => pattern.test(pathname));
    if (spelling) return redirect(req, res, spelling.path + query);

    // 4. A 404 page is only ever a status, never a page of its own.
    if (notFoundSpellings.some(({ pattern }) => pattern.test(pathname))) {
      return sendNotFound(req, res, pathname);
    }

    // 5. Other files of the build; other pages of the build by their clean URL.
    if (generic.precompressed.test(pathname) || generic.dotfile.test(pathname)) {
      return sendNotFound(req, res, pathname);
    }
    const htmlSuffix = generic.htmlSuffix.exec(pathname);
    if (htmlSuffix) return redirect(req, res, (htmlSuffix[1] ?? "/") + query);
    const trailingSlash = generic.trailingSlash.exec(pathname);
    if (trailingSlash) return redirect(req, res, (trailingSlash[1] ?? "/") + query);
    // Files are looked up by ASCII name only (the build has no other).
    if (/^[\x20-\x7e]*$/.test(pathname)) {
      const file = pathname.slice(1);
      if (await isFile(file)) return sendFile(req, res, file, 200);
      if (await isFile(`${file}.html`)) return sendFile(req, res, `${file}.html`, 200);
    }

    // 6. Anything else.
    return sendNotFound(req, res, pathname);
  }

  const server = http.createServer(
    // Without a Host header nginx answers 400, which it turns into the 404 page.
    { requireHostHeader: false },
    (req, res) => {
      // Closing (SIGTERM): each connection closes once its response is sent.
      res.on("finish", () => {
        if (!server.listening) server.closeIdleConnections();
      });
      if (req.httpVersion === "1.1" && req.headers.host === undefined) {
        for (const [name, value] of securityHeaders) res.setHeader(name, value);
        res.setHeader("Cache-Control", cacheControl.revalidate);
        void sendNotFound(req, res, "/");
        return;
      }
      handle(req, res).catch(() => {
        if (res.headersSent) res.destroy();
        else sendStatus(req, res, 500);
      });
    },
  );

  // Requests Node's parser rejects: a status with the security headers (the
  // one nginx gives where it can be told apart), then the connection closes.
  server.on(
    "clientError",
    (/** @type {NodeJS.ErrnoException & { rawPacket?: Buffer }} */ error, socket) => {
      if (!socket.writable || error.code === "ECONNRESET") return void socket.destroy();
      socket.end(rawResponse(clientErrorStatus(error)));
    },
  );
  // CONNECT (a proxy's method) never reaches the request handler.
  server.on("connect", (_req, socket) => {
    socket.end(rawResponse(405, [`Allow: ${allowedMethods.join(", ")}`]));
  });
  return server;
}

/**
 * The status for a request Node's parser rejected. Over-long input: 414 when
 * the request line itself is longer than nginx's 8 KB line buffer (or not
 * finished), else 400, as nginx answers an oversized header.
 * @param {NodeJS.ErrnoException & { rawPacket?: Buffer }} error
 */
export function clientErrorStatus(error) {
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW": {
      const lineEnd = error.rawPacket?.indexOf("\r\n") ?? -1;
      return lineEnd === -1 || lineEnd > 8192 ? 414 : 400;
    }
    case "HPE_INVALID_VERSION":
      return 505;
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return 408;
    default:
      return 400;
  }
}

/**
 * A whole response written to a socket, for requests that never reach the
 * request handler.
 * @param {number} status @param {string[]} [extra] header lines
 */
function rawResponse(status, extra = []) {
  const body = statusBody(status);
  return [
    `HTTP/1.1 ${status} ${reasons[status]}`,
    ...securityHeaders.map(([name, value]) => `${name}: ${value}`),
    `Cache-Control: ${cacheControl.revalidate}`,
    ...extra,
    "Content-Type: text/html; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/**
 * Decodes percent-escapes to bytes (one character per byte, like nginx's
 * decoded URI). Null when an escape is malformed.
 * @param {string} raw
 * @returns {string | null}
 */
export function percentDecode(raw) {
  if (!raw.includes("%")) return raw;
  if (/%(?![0-9a-fA-F]{2})/.test(raw)) return null;
  return raw.replace(/%([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** "http://127.0.0.1:4173/" for a listening server. @param {http.Server} server */
export function origin(server) {
  const address = server.address();
  if (!address || typeof address === "string") return String(address);
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/`;
}

/**
 * Listens, and on SIGTERM or SIGINT closes gracefully: no new connections,
 * requests in flight finish (their connection then closes), exit 0; after
 * `graceMs` the remaining connections are cut and the exit code is 1.
 * @param {http.Server} server
 * @param {{ port: number; host: string; graceMs?: number; onListening?: () => void }} options
 */
export function serveUntilSignalled(server, { port, host, graceMs = 8000, onListening }) {
  server.listen(port, host, onListening);
  const stop = (/** @type {NodeJS.Signals} */ signal) => {
    console.log(`${signal}: finishing requests in flight, then exiting`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      console.error(`still busy after ${graceMs} ms: closing the remaining connections`);
      server.closeAllConnections();
      process.exit(1);
    }, graceMs).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.env.DIST_DIR ?? "dist");
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? "127.0.0.1";
  const server = createServer({ root });
  serveUntilSignalled(server, {
    port,
    host,
    onListening: () =>
      console.log(`Serving ${path.relative(process.cwd(), root) || "."} at ${origin(server)}`),
  });
}
