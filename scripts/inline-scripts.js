/**
 * The inline scripts written into every page's <head>, and their CSP hashes.
 * One source for the build (which inlines them) and for the security headers
 * (which allow exactly these hashes).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { minifySync } from "rolldown/utils";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Runs before first paint: applies the stored theme choice (no flash).
 * Each inline script is written minified (`minify`, the minifier of Vite's
 * own bundler): they travel in every page's first 14 KB (decision 008).
 */
export const themeScript = minify(
  stripModule(readFileSync(path.join(root, "src/features/theme/theme-script.js"), "utf8")),
);

/** @param {string} source */
export const cspHash = (source) =>
  `'sha256-${createHash("sha256").update(source).digest("base64")}'`;

/** The runtime's inline scripts (src/runtime/): the entry after first paint, input held until hydration. */
export const addEntry = minify(readFileSync(path.join(root, "src/runtime/add-entry.js"), "utf8"));
export const holdInput = minify(readFileSync(path.join(root, "src/runtime/hold-input.js"), "utf8"));

/**
 * Runs before first paint: marks <html> with the visitor's platform, so the
 * download buttons show the variant that fits with no layout shift
 * (src/features/download/platform.js, also imported as a module by its unit
 * tests). Inlined without comments, indentation and `export`s.
 */
export const platformScript = minify(
  `(function () {\n${stripModule(
    readFileSync(path.join(root, "src/features/download/platform.js"), "utf8"),
  )}\napplyPlatform(document.documentElement, navigator);\n})();`,
);

/**
 * A classic script, minified (names inside its function scope shortened,
 * comments and whitespace dropped): they travel in every page's first
 * screen. Top-level names stay as they are.
 * @param {string} source
 */
function minify(source) {
  return minifySync("inline.js", source, { compress: true, mangle: true }).code.trim();
}

/**
 * A small script or ES module as classic script text: comments, leading
 * indentation, blank lines and `export` keywords removed. Only for our own
 * files, which keep every comment on lines of its own (a block or whole-line
 * comment) and no comment marker inside a string (a unit test checks that
 * the result parses and keeps every statement).
 * @param {string} source
 */
function stripModule(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("//"))
    .join("\n")
    .replace(/^export /gm, "");
}

export const inlineScripts = [themeScript, platformScript, holdInput, addEntry];
