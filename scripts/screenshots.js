#!/usr/bin/env node
/**
 * Screenshots of every page at the design widths, light, dark and in forced
 * colours, for a person to look at: `npm run screenshots [-- /path ...]`
 * writes PNGs to screenshots/ (git-ignored). Serves the current build (run `npm run build`).
 *
 * `--platform=NAME` (one of scripts/platform-presets.js: windows-11-arm64,
 * windows-8.1, android-phone, macos, …) emulates that device, so the
 * platform-aware download button shows its variant; the name prefixes the files.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { createServer } from "../server/server.js";
import { chromiumLaunchOptions } from "./chromium.js";
import { emulatePlatform, platformPresets } from "./platform-presets.js";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "screenshots");
const args = process.argv.slice(2);
const platformName = args.find((arg) => arg.startsWith("--platform="))?.slice("--platform=".length);
const preset = platformName ? platformPresets[platformName] : undefined;
if (platformName && !preset) {
  throw new Error(`unknown platform ${platformName}: ${Object.keys(platformPresets).join(", ")}`);
}
const pathArgs = args.filter((arg) => !arg.startsWith("--"));
const paths = pathArgs.length
  ? pathArgs
  : ["/", "/privacy", "/terms", "/verification.html", "/missing"];
const widths = [320, 390, 768, 1024, 1440];
/** Light, dark, and forced colours (Windows High Contrast: the light scheme with system colours). */
const modes = /** @type {const} */ (["light", "dark", "forced"]);

const server = createServer({ root: path.resolve(root, process.env.DIST_DIR ?? "dist") });
await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const browser = await chromium.launch(chromiumLaunchOptions);
await mkdir(out, { recursive: true });
for (const urlPath of paths) {
  for (const width of widths) {
    for (const mode of modes) {
      const page = await browser.newPage({
        viewport: { width, height: 900 },
        colorScheme: mode === "dark" ? "dark" : "light",
        forcedColors: mode === "forced" ? "active" : "none",
      });
      if (preset) await emulatePlatform(page, preset);
      await page.goto(base + urlPath);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // Scroll through so deferred sections load, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      // A whole-page capture is not "near the viewport": draw what the browser
      // skips until then (content-visibility: auto, the slides' windows), as a
      // visitor who scrolls there sees it; folded panels (hidden="until-found") stay folded.
      await page.addStyleTag({
        content: ":not([hidden=until-found]){content-visibility:visible!important}",
      });
      const name = `${platformName ? `${platformName}-` : ""}${urlPath.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${width}-${mode}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true });
      console.log(`screenshots/${name}`);
      await page.close();
    }
  }
}
await browser.close();
server.close();
