#!/usr/bin/env node
/**
 * `npm run test:engines`: the journeys of tests/engines in Firefox and WebKit
 * (tests/engines/playwright.config.ts), then one line per engine:
 * "firefox: N passed, 0 failed". Chromium runs the same journeys with the
 * end-to-end tests (playwright.config.ts); here too on request. Arguments go
 * to Playwright (`npm run test:engines -- --project=chromium`).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { engineVersions, ensureEngines, enginesHint } from "./browsers.js";

const root = path.resolve(import.meta.dirname, "../..");
/** Written by the config's JSON reporter. */
const report = path.join(root, "test-results/engines.json");
const engines = /** @type {const} */ (["chromium", "firefox", "webkit"]);

const missing = ensureEngines();
if (missing.length) {
  console.error(`test:engines: ${enginesHint(missing)}`);
  process.exit(1);
}
const versions = engineVersions();
console.log(`engines: ${engines.map((engine) => versions[engine]).join(", ")}`);

rmSync(report, { force: true });
const started = Date.now();
const args = process.argv.slice(2);
if (!args.some((arg) => arg.startsWith("--project")))
  args.push("--project=firefox", "--project=webkit");
const { status } = spawnSync(
  "npx",
  ["playwright", "test", "-c", "tests/engines/playwright.config.ts", ...args],
  { stdio: "inherit", cwd: root },
);
const seconds = ((Date.now() - started) / 1000).toFixed(0);

/** @typedef {{ projectName: string, status: string }} TestResult */
/** @typedef {{ title: string, specs?: { tests: TestResult[] }[], suites?: Suite[] }} Suite */
/** @param {Suite[]} suites @returns {TestResult[]} */
const testsOf = (suites) =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests),
    ...testsOf(suite.suites ?? []),
  ]);
const tests = existsSync(report)
  ? testsOf(/** @type {{ suites: Suite[] }} */ (JSON.parse(readFileSync(report, "utf8"))).suites)
  : [];
console.log(`\nengine tests took ${seconds} s`);
let failures = status === 0 ? 0 : 1;
for (const engine of engines) {
  const own = tests.filter((test) => test.projectName === engine);
  if (!own.length) continue;
  // "expected" is a pass; anything else (failed, timed out, flaky, skipped) is not.
  const passed = own.filter((test) => test.status === "expected").length;
  failures += own.length - passed;
  console.log(`${engine}: ${passed} passed, ${own.length - passed} failed`);
}
process.exit(failures ? 1 : 0);
