import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium.js";

/**
 * End-to-end tests run in Debian's Chromium against the production build,
 * served by the production server (server/server.js) exactly as deployed,
 * and against a development build for React's hydration warnings. The
 * `nginx` project runs the server and hardening specs (and the parity and
 * Observatory specs) against the same build served by the shipped nginx
 * site (deploy/nginx/, over HTTPS; scripts/nginx.js).
 *
 * PORT / DEV_PORT / NGINX_PORT (HTTPS; HTTP is NGINX_PORT + 1) pick the
 * ports; OUT_DIR the build folder (so parallel work does not collide);
 * CHROMIUM_PATH the browser.
 */
const port = Number(process.env.PORT ?? 4173);
const devPort = Number(process.env.DEV_PORT ?? port + 1);
const nginxPort = Number(process.env.NGINX_PORT ?? port + 10);
process.env.NODE_BASE_URL = `http://127.0.0.1:${port}`;
process.env.NGINX_BASE_URL = `https://127.0.0.1:${nginxPort}`;
/** Specs that compare both servers, or grade nginx: run once, in the nginx project. */
const nginxOnly = /(parity|observatory)\.spec\.ts/;
const outDir = process.env.OUT_DIR ?? "dist";
const devOutDir = `${outDir}-dev`;
const launchOptions = chromiumLaunchOptions;

/** A React development build, where hydration mismatches are reported (project "dev-build"). */
const devServer = {
  command: `node scripts/build.js --dev && node server/server.js`,
  env: { PORT: String(devPort), OUT_DIR: devOutDir, DIST_DIR: devOutDir },
  url: `http://127.0.0.1:${devPort}/`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
};

/**
 * The shipped nginx site (project "nginx"), started after the first server
 * has built OUT_DIR (web servers start in order). Its log shows how its site
 * file differs from the shipped one.
 */
const nginxServer = {
  command: `node scripts/nginx.js serve`,
  env: { NGINX_PORT: String(nginxPort), DIST_DIR: outDir },
  url: `https://127.0.0.1:${nginxPort}/`,
  ignoreHTTPSErrors: true,
  reuseExistingServer: false,
  timeout: 30_000,
  stdout: "pipe" as const,
  stderr: "pipe" as const,
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
};

export default defineConfig({
  // The journeys (tests/e2e), the accessibility audit (a11y) and the look.
  // The journeys of tests/engines run in Firefox and WebKit (npm run
  // test:engines): in Chromium, tests/e2e covers each of them.
  testDir: ".",
  testMatch: ["tests/e2e/**/*.spec.ts", "a11y/**/*.spec.ts", "tests/visual/**/*.spec.ts"],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two workers everywhere (Playwright's default is half the cores: one on
  // this 2-core machine, which took the whole npm test past 20 minutes).
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Axe scans of the whole landing page take seconds on two busy cores.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
    // A trace (DOM snapshots, screencast, network of every action) only when a
    // failed test is retried (CI retries once): recording one for every test
    // and keeping it on failure cost about a quarter of the suite's time on
    // two cores. For one at will: `npx playwright test --trace=retain-on-failure`.
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "desktop",
      testIgnore: [/hydration\.spec\.ts/, /pseudo-locale\.spec\.ts/, nginxOnly, /tests\/visual\//],
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      // Tests tagged @mobile run again on a phone.
      name: "mobile",
      grep: /@mobile/,
      testIgnore: [/hydration\.spec\.ts/, /pseudo-locale\.spec\.ts/, nginxOnly, /tests\/visual\//],
      use: { ...devices["Pixel 7"] },
    },
    {
      // The look against committed baselines (tests/visual/look.spec.ts).
      name: "visual",
      testMatch: /tests\/visual\/.*\.spec\.ts/,
      snapshotPathTemplate: "tests/visual/baselines/{arg}{ext}",
      use: { ...devices["Desktop Chrome"] },
    },
    {
      // The development build: hydration warnings, and the pseudo-locale.
      name: "dev-build",
      testMatch: /hydration\.spec\.ts|pseudo-locale\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        baseURL: `http://127.0.0.1:${devPort}`,
      },
    },
    {
      // Where nginx can differ from the Node server: HTTP behaviour, not rendering.
      name: "nginx",
      testMatch: [/tests\/e2e\/(server|hardening)\.spec\.ts/, nginxOnly],
      use: {
        ...devices["Desktop Chrome"],
        baseURL: process.env.NGINX_BASE_URL,
        // The throw-away certificate of scripts/nginx.js (raw requests trust its CA).
        ignoreHTTPSErrors: true,
      },
    },
  ],
  webServer: [
    {
      command: `node server/start.js`,
      env: { PORT: String(port), DIST_DIR: outDir },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    // The accessibility report (`npm run a11y`) needs no development build, nor nginx.
    ...(process.env.A11Y_REPORT ? [] : [devServer, nginxServer]),
  ],
});
