/**
 * Writes `.br` (Brotli, quality 11) and `.gz` (gzip, level 9) beside every
 * text file of a build, so that both servers send compressed files without
 * compressing per request (nginx: brotli_static/gzip_static; the Node
 * server picks the file by Accept-Encoding). The last step of
 * scripts/build.js.
 *
 * A file gets both variants or neither: neither when either would not be
 * smaller than the file itself (a tiny robots.txt). Both servers decide on
 * `Vary: Accept-Encoding` by the variants on disk, so they must come in pairs.
 */
import { readdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { precompressedEncodings, textExtensions } from "../server/headers.js";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** @param {string} file */
const isText = (file) => textExtensions.includes(path.extname(file).slice(1).toLowerCase());

/**
 * Compresses one file; returns its sizes, or null when it is left alone.
 * @param {string} file absolute path
 */
export async function precompressFile(file) {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const variants = precompressedEncodings.map(({ suffix }) => file + suffix);
  if (br.length >= bytes.length || gz.length >= bytes.length) {
    await Promise.all(variants.map((variant) => unlink(variant).catch(() => {})));
    return null;
  }
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { bytes: bytes.length, br: br.length, gzip: gz.length };
}

/** @param {string} dir @returns {Promise<string[]>} */
async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(file) : [file];
    }),
  );
  return nested.flat();
}

/**
 * Pre-compresses every text file under `dir`.
 * @param {string} dir
 * @param {{ quiet?: boolean }} [options]
 */
export async function precompressBuild(dir, { quiet = false } = {}) {
  const files = (await walk(dir)).filter(isText);
  const results = await Promise.all(files.map(precompressFile));
  const done = results.filter((r) => r !== null);
  const total = (/** @type {"bytes" | "br" | "gzip"} */ key) =>
    done.reduce((sum, r) => sum + r[key], 0);
  if (quiet) return done.length;
  console.log(
    `pre-compressed ${done.length} of ${files.length} text files: ` +
      `${total("bytes")} B → ${total("br")} B brotli, ${total("gzip")} B gzip`,
  );
  return done.length;
}
