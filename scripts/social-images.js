/**
 * The social images, one per language, as a step of the build
 * (scripts/build.js) and of scripts/gen-images.js.
 *
 * Each language's card (scripts/social-card.ts) is drawn by Chromium into
 * src/content/social/og-image.<tag>.png, committed with
 * src/content/social/manifest.json, which records per language the SHA-256
 * of the card's page (its words, direction, fonts and design: `inputs`) and
 * the start of the PNG's own SHA-256 (`image`, the content hash in its public
 * name /assets/og-image.<tag>.<image>.png, src/content/social-image.ts).
 *
 * A language whose card changed is drawn again when Chromium is there
 * (scripts/chromium.js); without it the build stops with one line. So
 * `npm ci && npm start` needs no browser as long as the committed images
 * match their words.
 */
import { createHash } from "node:crypto";
import { execFileSync, spawnSync } from "node:child_process";
import { copyFile, mkdir } from "node:fs/promises";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runnerImport } from "vite";
import { chromiumLaunchOptions, chromiumPath } from "./chromium.js";

const root = path.resolve(import.meta.dirname, "..");
export const socialDir = path.join(root, "src/content/social");
const manifestFile = path.join(socialDir, "manifest.json");

/** @typedef {Record<string, { inputs: string; image: string }>} SocialManifest */

/** @param {string} locale */
export const socialImageFile = (locale) => path.join(socialDir, `og-image.${locale}.png`);
/** The first 12 hex digits of a PNG's SHA-256: its name's content hash. @param {Buffer} png */
export const imageHash = (png) => createHash("sha256").update(png).digest("hex").slice(0, 12);

/** @returns {SocialManifest} */
const readManifest = () =>
  existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};

/** Whether fontconfig has a face for the language (Hebrew, Japanese, …); true when it cannot tell. */
function hasFontFor(/** @type {string} */ locale) {
  try {
    return (
      execFileSync("fc-list", [`:lang=${locale}`, "family"], { encoding: "utf8" }).trim() !== ""
    );
  } catch {
    return true;
  }
}

/** Fewer colours, same look (pngquant, when installed); the PNG as drawn otherwise. */
function quantise(/** @type {Buffer} */ png) {
  const run = spawnSync("pngquant", ["--quality=80-98", "--speed=1", "--strip", "-"], {
    input: png,
    maxBuffer: 16 * 1024 * 1024,
  });
  return run.status === 0 && run.stdout.length ? run.stdout : png;
}

/**
 * Check every language's social image against its card; draw the stale ones
 * when `draw` (and Chromium is there), or all of them with `force`.
 * @param {{ draw?: boolean; force?: boolean; log?: (line: string) => void }} [options]
 * @returns {Promise<{ error?: string; drawn: string[]; manifest: SocialManifest }>}
 */
export async function updateSocialImages({ draw = true, force = false, log = console.log } = {}) {
  /** @type {{ module: typeof import("./social-card") }} */
  const { module } = await runnerImport("/scripts/social-card.ts", {
    root,
    configFile: false,
    logLevel: "silent",
  });
  const cards = module.socialCards();
  const manifest = readManifest();
  const stale = cards.filter(({ locale, inputs }) => {
    const entry = manifest[locale];
    const file = socialImageFile(locale);
    return (
      force ||
      entry?.inputs !== inputs ||
      !existsSync(file) ||
      imageHash(readFileSync(file)) !== entry.image
    );
  });
  if (!stale.length) return { drawn: [], manifest };
  const names = stale.map((card) => card.locale).join(", ");
  if (!draw || !existsSync(chromiumPath))
    return {
      drawn: [],
      manifest,
      error: `The social image of ${names} no longer matches its words: build once with Chromium (none at ${chromiumPath}; set CHROMIUM_PATH) to draw it, and commit src/content/social/.`,
    };
  const missingFonts = stale.filter(({ locale }) => !hasFontFor(locale)).map((c) => c.locale);
  if (missingFonts.length)
    return {
      drawn: [],
      manifest,
      error: `No font for ${missingFonts.join(", ")} to draw its social image: install Debian's fonts-noto-core and fonts-noto-cjk.`,
    };

  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch(chromiumLaunchOptions);
  const problems = [];
  try {
    for (const { locale, html, inputs } of stale) {
      const page = await browser.newPage({
        viewport: { width: module.socialImageSize.width, height: module.socialImageSize.height },
        deviceScaleFactor: 1,
      });
      await page.setContent(html);
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(() => document.body.dataset.overflow ?? "");
      if (overflow) problems.push(`${locale}: text does not fit the social card: ${overflow}`);
      const png = quantise(await page.screenshot({ type: "png" }));
      await page.close();
      writeFileSync(socialImageFile(locale), png);
      manifest[locale] = { inputs, image: imageHash(png) };
      log(`drew src/content/social/og-image.${locale}.png (${(png.length / 1024).toFixed(1)} KB)`);
    }
  } finally {
    await browser.close();
  }
  const sorted = Object.fromEntries(
    Object.entries(manifest).toSorted(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(manifestFile, `${JSON.stringify(sorted, null, 2)}\n`);
  if (problems.length) return { drawn: [], manifest: sorted, error: problems.join("; ") };
  return { drawn: stale.map((card) => card.locale), manifest: sorted };
}

/**
 * Copy each language's image into the build under its hashed name
 * (/assets/og-image.<tag>.<image>.png: cached for a year like every asset).
 * @param {string} outDir
 * @param {SocialManifest} manifest
 */
export async function copySocialImages(outDir, manifest) {
  await mkdir(path.join(outDir, "assets"), { recursive: true });
  for (const [locale, { image }] of Object.entries(manifest)) {
    await copyFile(
      socialImageFile(locale),
      path.join(outDir, "assets", `og-image.${locale}.${image}.png`),
    );
  }
}
