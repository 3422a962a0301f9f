#!/usr/bin/env node
/**
 * `npm test`: every check, in order — format, lint, types, unit tests
 * (Vitest), end-to-end tests (Playwright in Chromium against the production
 * build served by the production server, and by the shipped nginx site),
 * then the journeys in three engines (tests/engines: Chromium, Firefox,
 * WebKit). Finds Chromium, nginx (with the brotli modules), Firefox and
 * WebKit, or installs Debian's packages when it can (as root), or says in
 * one line what to install; the end-to-end step also installs the
 * Observatory scanner (tools/observatory). Format, lint and types run
 * together (each keeps one core busy; two cores finish the three in about
 * half the time), each one's output printed whole, in that order.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
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
const env = { ...process.env, CHROMIUM_PATH: chromium };
/** Steps that run together: their output is held, then printed whole, in order. */
const together = new Set(["format", "lint", "typecheck"]);
/** @param {string} name @param {string[]} argv */
const heading = (name, argv) => console.log(`\n=== ${name}: ${argv.join(" ")}`);

/**
 * Run one step with its output held (stdout and stderr in the order they came).
 * @param {string} name @param {string[]} argv
 * @returns {Promise<{ name: string, argv: string[], ok: boolean, seconds: number, output: Buffer }>}
 */
function runHeld(name, argv) {
  const [command = "", ...args] = argv;
  const started = Date.now();
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    // Colours as if on the terminal, when npm test's own output is one.
    const child = spawn(command, args, {
      env: process.stdout.isTTY ? { ...env, FORCE_COLOR: "1" } : env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    const done = (/** @type {boolean} */ ok, /** @type {string} */ extra = "") =>
      resolve({
        name,
        argv,
        ok,
        seconds: (Date.now() - started) / 1000,
        output: Buffer.concat([...chunks, Buffer.from(extra)]),
      });
    child.on("error", (error) => done(false, `${error.message}\n`));
    child.on("close", (code) => done(code === 0));
  });
}

const selected = steps.filter(([name]) => !only.length || only.includes(name));
/** @type {{ name: string, ok: boolean, seconds: number }[]} */
const results = [];
const parallel = selected.filter(([name]) => together.has(name));
if (parallel.length) {
  const started = Date.now();
  const runs = parallel.map(([name, argv]) => runHeld(name, argv));
  for (const run of runs) {
    const { name, argv, ok, seconds, output } = await run;
    heading(name, argv);
    process.stdout.write(output);
    results.push({ name, ok, seconds });
  }
  if (parallel.length > 1)
    console.log(
      `\n(${parallel.map(([name]) => name).join(", ")} together: ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
}
for (const [name, argv] of selected.filter(([name]) => !together.has(name))) {
  const [command = "", ...args] = argv;
  heading(name, argv);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: "inherit", env });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log("\n=== summary");
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? "ok  " : "FAIL"} ${name.padEnd(10)} ${seconds.toFixed(1)} s`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
