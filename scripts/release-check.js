#!/usr/bin/env node
/**
 * Checks the release record (src/content/release.ts) the way the build does:
 * every bad field at once, then one warning listing the PLACEHOLDER values.
 * scripts/build.js runs this first and stops on any error.
 *
 *   node scripts/release-check.js              check src/content/release.ts
 *   node scripts/release-check.js FILE         check another module exporting `release`
 *
 * Exit code 1 when a field is wrong, 0 otherwise (placeholders only warn).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = path.resolve(import.meta.dirname, "..");
export const releaseFile = "src/content/release.ts";

/**
 * @template T
 * @param {string} id a module of this project (TypeScript is fine)
 * @returns {Promise<T>}
 */
async function load(id) {
  // Vite sets NODE_ENV when it is unset; the build that follows must decide it.
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { module } = await runnerImport(id, { root, configFile: false, logLevel: "error" });
    return /** @type {T} */ (module);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * @typedef {{ field: string; message: string }} FieldError
 * @typedef {{ file: string; errors: FieldError[]; placeholders: string[] }} ReleaseCheck
 */

/**
 * @param {string} [file] a module exporting `release` (and `releases`, `releasePlaceholders`)
 * @returns {Promise<ReleaseCheck>}
 */
export async function checkRelease(file = releaseFile) {
  const [lib, site, content] = await Promise.all([
    load(/** @type {string} */ ("/src/lib/release-record.ts")).then(
      (m) => /** @type {typeof import("../src/lib/release-record")} */ (m),
    ),
    load("/src/content/site.ts").then(
      (m) => /** @type {typeof import("../src/content/site")} */ (m),
    ),
    load(path.resolve(root, file)).then(
      (m) =>
        /** @type {{ release?: unknown; releases?: unknown; releasePlaceholders?: string[]; releaseHistoryPlaceholders?: string[] }} */ (
          m
        ),
    ),
  ]);
  const context = {
    today: new Date().toISOString().slice(0, 10),
    siteMinimumWindows: site.requirements.minWindowsVersion,
  };
  // The history, newest first (a module with one `release` is a history of one).
  const errors = lib.validateReleases(
    content.releases ?? [content.release],
    context,
    content.release,
  );
  return {
    file,
    errors,
    placeholders: content.releaseHistoryPlaceholders ?? content.releasePlaceholders ?? [],
  };
}

/**
 * Prints the result of `checkRelease`: errors to stderr, one warning for the
 * placeholders. Returns false when the build must stop.
 * @param {ReleaseCheck} check
 * @param {Pick<Console, "error" | "warn">} [log]
 */
export function reportRelease({ file, errors, placeholders }, log = console) {
  if (errors.length) {
    log.error(
      [
        `\nThe release record (${file}) has ${errors.length} bad field${errors.length === 1 ? "" : "s"}; nothing was built:`,
        ...errors.map(({ field, message }) => `  - ${field}: ${message}`),
        "",
      ].join("\n"),
    );
    return false;
  }
  if (placeholders.length) {
    log.warn(
      `\nWarning: ${placeholders.length} release value${placeholders.length === 1 ? " is a" : "s are"} still PLACEHOLDER sample${placeholders.length === 1 ? "" : "s"} in ${file} ` +
        `(the verification page says so until they are replaced): ${placeholders.join(", ")}\n`,
    );
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ok = reportRelease(await checkRelease(process.argv[2]));
  process.exit(ok ? 0 : 1);
}
