/**
 * The first-paint part of `npm run bench` (issue #8), hooked into
 * scripts/bench.js:
 *
 * - every page of the build (locales included), each with its honest control:
 *   a minimal hand-written static page with the same first screen and text
 *   (scripts/bench-static-control.js); LCP ÷ that control per page, preset
 *   and throttling mode, budget ≤ 1.3 ×;
 * - per page: the document's size (raw, brotli, gzip), its element count, the
 *   compressed bytes before its first screen is complete (budget: one TCP
 *   initial window, 14 KB, response headers included) and the JavaScript it
 *   loads at start (budget ≤ 100 KB gzip on every page);
 * - optionally a second build measured in the same interleaved batch
 *   (`--baseline DIR`, or `--baseline-ref REF` to build a git ref first),
 *   served the same way on its own port (by its own checkout's server
 *   files): "before" and "after" under the same machine load. Its pages are
 *   named `before:/path`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { siteOf } from "../server/server.js";
import { firstScreenBytes, foldOffset, initialWindowBytes } from "./first-paint.js";
import { precompressBuild } from "./precompress.js";
import { staticControlPath, writeStaticControls } from "./bench-static-control.js";

const root = path.resolve(import.meta.dirname, "..");

/** The budgets of issue #8. */
export const firstPaintBudgets = {
  lcpTimesStaticControl: 1.3,
  firstScreenBytes: initialWindowBytes,
  startJsBytes: 100 * 1024,
};

/**
 * The translations the benchmark covers, by their home page: right to left
 * (Hebrew) and the longest words (German), each shipping only its own
 * language's messages. Their other pages are the English ones in other words.
 */
const benchedTranslations = ["/he/", "/de/"];
const isTranslation = (/** @type {string} */ page) => /^\/[a-z]{2}(-[a-z]+)?\//.test(page);

/**
 * Pages of a build at the paths the server serves them ("/", "/privacy",
 * "/verification.html"), from its route table (server/server.js siteOf):
 * "/" first, then by path; of the other languages, only the home pages of
 * `benchedTranslations`.
 * @param {string} dist
 */
export function pagesOf(dist) {
  return siteOf(dist)
    .pages.filter((page) => !page.linked && existsSync(path.join(dist, page.file)))
    .filter((page) => !isTranslation(page.path) || benchedTranslations.includes(page.path))
    .map((page) => ({ page: page.path, file: page.file }))
    .sort((a, b) => (a.page === "/" ? -1 : b.page === "/" ? 1 : a.page.localeCompare(b.page)));
}

/** Elements in a page's HTML (start tags). @param {string} html */
const elementCount = (html) => (html.match(/<[a-zA-Z][\w-]*/g) ?? []).length;

/**
 * Size, element count and first-screen bytes of each page.
 * @param {string} dist @param {{ page: string; file: string }[]} pages
 * @param {number} headerBytes the response headers the server sends with a page
 */
export function documentReport(dist, pages, headerBytes) {
  return pages.map(({ page, file }) => {
    const html = readFileSync(path.join(dist, file));
    const read = (/** @type {string} */ suffix) =>
      existsSync(path.join(dist, file + suffix))
        ? readFileSync(path.join(dist, file + suffix))
        : null;
    const br = read(".br");
    const gz = read(".gz");
    const text = html.toString("utf8");
    let fold = NaN;
    try {
      fold = Buffer.byteLength(text.slice(0, foldOffset(text)));
    } catch {
      // a build without the first-paint step (a baseline): no fold marker
    }
    const firstBr = br && Number.isFinite(fold) ? firstScreenBytes(br, "br", fold) : NaN;
    const firstGz = gz && Number.isFinite(fold) ? firstScreenBytes(gz, "gzip", fold) : NaN;
    return {
      page,
      bytes: html.length,
      br: br?.length ?? NaN,
      gzip: gz?.length ?? NaN,
      elements: elementCount(text),
      foldBytes: fold,
      firstScreenBr: firstBr + headerBytes,
      firstScreenGzip: firstGz + headerBytes,
      headerBytes,
    };
  });
}

/**
 * Builds a git ref into a folder of its own, with this checkout's
 * node_modules, and pre-compresses it if its build did not. Returns the ref's
 * checkout (its server and nginx files: the CSP hashes of its own inline
 * scripts), kept in node_modules/.cache/bench-baseline until the bench ends.
 * @param {string} ref @param {string} outDir
 * @returns {Promise<{ checkout: string; cleanUp: () => void }>}
 */
export async function buildRef(ref, outDir) {
  const src = path.join(root, "node_modules/.cache/bench-baseline");
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  execFileSync("sh", ["-c", `git -C "${root}" archive "${ref}" | tar -x -C "${src}"`], {
    stdio: "inherit",
  });
  symlinkSync(path.join(root, "node_modules"), path.join(src, "node_modules"));
  execFileSync(process.execPath, [path.join(src, "scripts/build.js")], {
    cwd: src,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, OUT_DIR: outDir },
  });
  return { checkout: src, cleanUp: () => rmSync(src, { recursive: true, force: true }) };
}

/**
 * @typedef {(dir: string, checkout: string) => Promise<{ origin: string; close: () => unknown }>} ServeBuild
 *   Serves a built folder with the server files of a checkout (scripts/bench.js).
 */

/**
 * Sets up the first-paint measurements for one bench build.
 * @param {{ dist: string; baseline?: string; baselineRef?: string; only?: string[];
 *   serve: ServeBuild }} options
 */
export async function firstPaintBench({ dist, baseline, baselineRef, only, serve }) {
  const pages = pagesOf(dist).filter((p) => !only || only.includes(p.page));
  if (!pages.length) throw new Error(`no page of the build is among --pages ${only?.join(",")}`);
  const controls = await writeStaticControls(dist, pages);

  let baselineDir = baseline ? path.resolve(baseline) : undefined;
  // A built folder is served with this checkout's server files: its inline
  // scripts must hash as this checkout's do (the CSP), or its JavaScript never runs.
  let checkout = root;
  let cleanUp = () => {};
  if (baselineRef) {
    baselineDir = path.join(root, "dist-bench-baseline");
    console.log(`Building ${baselineRef} into dist-bench-baseline/ (the "before" build) …`);
    ({ checkout, cleanUp } = await buildRef(baselineRef, baselineDir));
  }
  /** @type {{ origin: string; close: () => unknown } | undefined} */
  let baselineServer;
  /** @type {{ page: string; file: string }[]} */
  let baselinePages = [];
  if (baselineDir) {
    if (!readdirSync(baselineDir).some((name) => name.endsWith(".br"))) {
      await precompressBuild(baselineDir, { quiet: true }); // served alike
    }
    baselinePages = pagesOf(baselineDir).filter((p) => controls[p.page]);
    baselineServer = await serve(baselineDir, checkout);
    console.log(
      `Serving ${path.relative(root, baselineDir)}/ at ${baselineServer.origin} (before)`,
    );
  }
  const baselineOrigin = baselineServer?.origin ?? "";

  const before = (/** @type {string} */ page) => `before:${page}`;
  return {
    pages: pages.map((p) => p.page),
    /** The "before" build's origin, if there is one. */
    baselineOrigin: baselineServer?.origin,
    /** Lighthouse targets to add to the batch: the controls, then the baseline's pages. */
    targets: [...new Set(Object.values(controls)), ...baselinePages.map((p) => before(p.page))],
    /** The URL of a target. @param {string} target @param {string} origin */
    url: (target, origin) =>
      target.startsWith("before:")
        ? baselineOrigin + target.slice("before:".length)
        : origin + target,
    /** The static control of a page or of a baseline page. @param {string} target */
    controlOf: (target) => controls[target.replace(/^before:/, "")],
    /** Document sizes of both builds (headers measured on the live server). @param {string} origin */
    async documents(origin) {
      const headerBytes = await responseHeaderBytes(origin + "/");
      return {
        after: documentReport(dist, pages, headerBytes),
        before: baselineDir ? documentReport(baselineDir, baselinePages, headerBytes) : [],
      };
    },
    close: async () => {
      await baselineServer?.close();
      cleanUp();
    },
  };
}

/**
 * The size of the response headers the server sends with a page (HTTP/1.1, as
 * on the wire; HTTP/2 compresses them further).
 * @param {string} url
 */
async function responseHeaderBytes(url) {
  const response = await fetch(url, { headers: { "Accept-Encoding": "br, gzip" } });
  await response.arrayBuffer();
  let bytes = "HTTP/1.1 200 OK\r\n".length + 2;
  response.headers.forEach((value, name) => (bytes += `${name}: ${value}\r\n`.length));
  return bytes;
}

export { staticControlPath };
