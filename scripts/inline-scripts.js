/**
 * The inline scripts written into every page's <head>, and their CSP hashes.
 * One source for the build (which inlines them) and for the security headers
 * (which allow exactly these hashes).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** Runs before first paint: applies the stored theme choice (no flash). */
export const themeScript = readFileSync(
  path.join(root, "src/features/theme/theme-script.js"),
  "utf8",
).trim();

/** @param {string} source */
export const cspHash = (source) =>
  `'sha256-${createHash("sha256").update(source).digest("base64")}'`;

/**
 * Runs after first paint: adds the app's entry module, so the page paints
 * before any JavaScript is fetched (docs/decisions/002-loading-and-hydration.md).
 */
export const entryLoader = readFileSync(path.join(root, "src/entry-loader.js"), "utf8").trim();

export const inlineScripts = [themeScript, entryLoader];
