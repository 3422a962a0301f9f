import path from "node:path";
import { defineConfig } from "@playwright/test";
import type { EngineName } from "./adapter";

/**
 * The journeys written once (tests/engines/journeys.spec.ts), in three
 * engines: Chromium (Playwright), Firefox (puppeteer-core over WebDriver
 * BiDi) and WebKit (selenium-webdriver), against the production build served
 * by the production server, as the end-to-end tests. `npm run test:engines`
 * (scripts/test-engines.js) runs it and prints one line per engine.
 *
 * Each engine's tests run in one worker, in file order: one browser each,
 * two engines at a time.
 */
const port = Number(process.env.PORT ?? 4173);
const outDir = process.env.OUT_DIR ?? "dist";
const root = path.resolve(import.meta.dirname, "../..");

export default defineConfig<object, { engine: EngineName }>({
  testDir: ".",
  testMatch: "*.spec.ts",
  grep: /@engines/,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // The JSON report is where tests/engines/run.js counts each engine's passes.
  reporter: [["list"], ["json", { outputFile: path.join(root, "test-results/engines.json") }]],
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: { baseURL: `http://127.0.0.1:${port}` },
  projects: [
    { name: "firefox", use: { engine: "firefox" } },
    { name: "webkit", use: { engine: "webkit" } },
    { name: "chromium", use: { engine: "chromium" } },
  ],
  webServer: {
    command: "node server/start.js",
    cwd: root,
    env: { PORT: String(port), DIST_DIR: outDir },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
