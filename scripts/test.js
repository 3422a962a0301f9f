#!/usr/bin/env node
/**
 * `npm test`: every check, in order — format, lint, types, unit tests
 * (Vitest), end-to-end tests (Playwright in Chromium against the production
 * build served by the production server, and by the shipped nginx site),
 * then the journeys in three engines (tests/engines: Chromium, Firefox,
 * WebKit). Finds Chromium, nginx (with the brotli modules), Firefox and
 * WebKit, or installs Debian's packages when it can (as root), or says in
 * one line what to install; the end-to-end step also installs the
 * Observatory scanner (tools/observatory).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureNginx, nginxHint } from "./nginx.js";
import { ensureScanner } from "./observatory.js";
import { ensureEngines, enginesHint } from "../tests/engines/browsers.js";

const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
].filter(Boolean);

function findChromium() {
  return candidates.find((file) => file && existsSync(file));
}

let chromium = findChromium();
if (
  !chromium &&
  process.platform === "linux" &&
  process.getuid?.() === 0 &&
  existsSync("/usr/bin/apt-get")
) {
  console.log("Chromium not found: installing Debian's chromium package…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  chromium = findChromium();
}
if (!chromium) {
  console.error(
    "npm test needs Chromium: install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH.",
  );
  process.exit(1);
}

// The fonts the look's baselines were drawn with (tests/visual): Debian's Noto.
const notoSans = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf";
if (!existsSync(notoSans) && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  console.log("Noto fonts not found: installing Debian's fonts-noto-core package…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["install", "-y", "-qq", "fonts-noto-core"], { stdio: "inherit", env });
}
if (!existsSync(notoSans))
  console.log(
    "The look's screenshots are skipped: install Debian's fonts-noto-core (`sudo apt-get install fonts-noto-core`).",
  );

/** @type {[string, string[]][]} */
const steps = [
  ["format", ["npx", "prettier", "--check", "."]],
  ["lint", ["npx", "eslint", ".", "--max-warnings", "0"]],
  ["typecheck", ["npx", "tsc", "-p", "tsconfig.json"]],
  ["unit", ["npx", "vitest", "run"]],
  ["e2e", ["npx", "playwright", "test"]],
  ["engines", ["node", "tests/engines/run.js"]],
];

const only = process.argv.slice(2);
if (!only.length || only.includes("e2e")) {
  if (!ensureNginx()) {
    console.error(`npm test: ${nginxHint}`);
    process.exit(1);
  }
  // The Observatory spec needs root (a network namespace); elsewhere it is skipped.
  if (process.getuid?.() === 0) ensureScanner();
}
if (!only.length || only.includes("engines")) {
  const missing = ensureEngines();
  if (missing.length) {
    console.error(`npm test: ${enginesHint(missing)}`);
    process.exit(1);
  }
}
const results = [];
for (const [name, [command = "", ...args]] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== ${name}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log("\n=== summary");
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? "ok  " : "FAIL"} ${name.padEnd(10)} ${seconds.toFixed(1)} s`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
