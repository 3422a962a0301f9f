/**
 * The URL rules of the site, one source for the Node server (server/server.js)
 * and the generated nginx and CDN configurations (scripts/gen-deploy.js).
 * Every pattern here is written once and used as a JavaScript RegExp and as a
 * PCRE regular expression in nginx, so both servers decide alike.
 *
 * What a request path goes through, in order (docs/decisions/005-serving.md):
 *  1. Malformed percent-encoding or a NUL byte: the 404 page.
 *  2. A non-canonical spelling of the path (a dot segment or an empty segment,
 *     also percent-encoded): resolved like nginx resolves it; a redirect to
 *     the result when it is a plain path, the 404 page when it climbs above
 *     the root or holds anything a Location should not carry as is.
 *  3. A page of the route table, exactly: the page. Any other spelling of it
 *     (case, trailing slashes, `.html`, `/index`): a redirect to it.
 *  4. A 404 page's own path, in any spelling: the 404 page.
 *  5. A file of the build (not a dotfile, not a `.br`/`.gz` variant): the file.
 *  6. Anything else: the 404 page of the longest matching locale prefix.
 */

/** One path segment of characters a Location may carry as they are. */
const safeCharacter = String.raw`[A-Za-z0-9._~!&'()*+,;=:@-]`;

/**
 * A path made only of characters that need no escaping in a Location header
 * (what `encodeURI` leaves alone, less `?`, `#` and `$`). Redirect targets
 * must match it; anything else is answered with the 404 page instead.
 */
export const safePathPattern = String.raw`^/(?:${safeCharacter}|/)*$`;

/**
 * Matches a raw request target (path and query, as sent) whose path holds a
 * dot segment or an empty segment, written plainly or percent-encoded.
 */
export const nonCanonicalTargetPattern = String.raw`^[^?]*?(?:(?:/|%2[fF])(?:\.|%2[eE]){1,2}(?:/|%2[fF]|\?|$)|(?:/|%2[fF]){2})`;

/**
 * Rules for paths that are neither pages of the route table nor 404 pages,
 * in the order both servers apply them.
 */
export const genericPatterns = {
  /** A pre-compressed variant is never served by its own name. */
  precompressed: String.raw`\.(?:br|gz)$`,
  /** Dotfiles and dot-folders (except /.well-known/) are never served. */
  dotfile: String.raw`/\.(?!well-known/)`,
  /** "/x.html" → "/x" (for pages of the build outside the route table). */
  htmlSuffix: String.raw`^(/(?:${safeCharacter}|/)*${safeCharacter})\.html$`,
  /** "/x/" → "/x". */
  trailingSlash: String.raw`^(/(?:${safeCharacter}|/)*?${safeCharacter})/+$`,
};

const safePath = new RegExp(safePathPattern);
const nonCanonicalTarget = new RegExp(nonCanonicalTargetPattern);

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The base of a page path, without its trailing slash or `.html`:
 * "/privacy" for "/privacy", "/he" for "/he/", "" for "/",
 * "/verification" for "/verification.html".
 * @param {string} pagePath
 */
export function pageBase(pagePath) {
  return pagePath.replace(/\/+$/, "").replace(/\.html$/, "");
}

/**
 * Every spelling of a page path that redirects to it (matched
 * case-insensitively): trailing slashes, `.html`, `/index`, `/index.html`.
 * "/privacy" → `^/privacy(?:/index)?(?:\.html)?/*$`.
 * @param {string} pagePath
 */
export function spellingsPattern(pagePath) {
  return String.raw`^${escapeRegExp(pageBase(pagePath))}(?:/index)?(?:\.html)?/*$`;
}

/** The URL path of a file in the build ("he/404.html" → "/he/404.html"). @param {string} file */
export const filePath = (file) => `/${file}`;

/**
 * The locale prefix a 404 page serves: "/" for "404.html", "/he/" for
 * "he/404.html".
 * @param {string} file
 */
export function notFoundPrefix(file) {
  const slash = file.lastIndexOf("/");
  return slash === -1 ? "/" : `/${file.slice(0, slash + 1)}`;
}

/**
 * @typedef {{ path: string; file: string; linked?: boolean }} Page a route: its URL path and
 *   its file in the build (`linked`: a path the site links to, served from the file when the
 *   host provides it; no other spelling redirects to it)
 * @typedef {{ pages: Page[]; notFound: string[] }} Site the route table, as the servers need it
 */

/**
 * The 404 page for a path: the one with the longest matching prefix.
 * @param {readonly string[]} notFoundFiles e.g. ["404.html", "he/404.html"]
 * @param {string} pathname
 */
export function notFoundFileFor(notFoundFiles, pathname) {
  let best = "404.html";
  let bestLength = -1;
  for (const file of notFoundFiles) {
    const prefix = notFoundPrefix(file);
    if (pathname.startsWith(prefix) && prefix.length > bestLength) {
      best = file;
      bestLength = prefix.length;
    }
  }
  return best;
}

/**
 * Resolves dot segments and empty segments the way nginx does: "/a/b/.."
 * → "/a/", "/a//b" → "/a/b", "/a/." → "/a/". Null when ".." climbs above the
 * root (nginx answers 400 there; both servers answer with the 404 page).
 * @param {string} decoded a decoded path starting with "/"
 * @returns {string | null}
 */
export function resolveDotSegments(decoded) {
  const segments = decoded.slice(1).split("/");
  /** @type {string[]} */
  const out = [];
  let trailingSlash = false;
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    if (segment === "..") {
      if (out.length === 0) return null;
      out.pop();
    } else if (segment !== "" && segment !== ".") {
      out.push(segment);
    }
    trailingSlash = last && (segment === "" || segment === "." || segment === "..");
  }
  return `/${out.join("/")}${trailingSlash && out.length ? "/" : ""}`;
}

/** @param {string} target the raw request target (path and query) */
export const isNonCanonicalTarget = (target) => nonCanonicalTarget.test(target);

/** @param {string} pathname */
export const isSafePath = (pathname) => safePath.test(pathname);
