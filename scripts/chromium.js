/**
 * The one Chromium set-up for every tool here (Playwright tests, screenshots,
 * image generation, Lighthouse): Debian's browser, started so that it makes
 * no request of its own on a closed network.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Flags after --headless: without the networking ones Chromium floods a closed network. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** For Playwright's `launch()` / `use.launchOptions`. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: ["--headless", ...chromiumFlags],
};
