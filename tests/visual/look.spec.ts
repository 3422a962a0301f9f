import { existsSync } from "node:fs";
import { test, expect, waitForHydration } from "../e2e/fixtures";
import { emulatePlatform, platformPresets } from "../../scripts/platform-presets.js";

/**
 * The look, kept from regressing (issue #38): the first screen of the landing
 * page (English and Hebrew), the download page and the Not Found page, on a
 * phone (an Android phone: the send-to-PC card) and on a Windows PC at
 * 1440 × 900, in the light and the dark theme, compared with the committed
 * baselines in tests/visual/baselines/. The pixels depend on the fonts:
 * these baselines are Debian's Chromium with fonts-noto-core, as `npm test`
 * installs it. After an intended change of the look:
 *
 *   npm run test:visual -- --update-snapshots
 *
 * and look at the new images before committing them.
 */
const pages = [
  { name: "home", path: "/" },
  { name: "home-he", path: "/he/" },
  { name: "download", path: "/verification.html" },
  { name: "not-found", path: "/no-such-page" },
];
const screens = [
  { name: "phone", width: 390, height: 844, platform: "android-phone" },
  { name: "desktop", width: 1440, height: 900, platform: "windows-11-x64" },
] as const;

test.use({ allowedConsole: [/status of 404/] });
test.skip(
  !existsSync("/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"),
  "drawn with Debian's fonts-noto-core, which is not installed here",
);

for (const { name, path } of pages)
  for (const screen of screens)
    for (const colorScheme of ["light", "dark"] as const)
      test(`${name}, ${screen.name}, ${colorScheme}`, async ({ page }) => {
        await page.setViewportSize({ width: screen.width, height: screen.height });
        await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
        await emulatePlatform(page, platformPresets[screen.platform]!);
        await page.goto(path);
        await waitForHydration(page);
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${name}-${screen.name}-${colorScheme}.png`, {
          animations: "disabled",
          caret: "hide",
          // Anti-aliasing may differ by a few pixels; a change of layout or colour does not.
          maxDiffPixelRatio: 0.002,
          threshold: 0.2,
        });
      });
