import type { Locator, Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { release, releasePlaceholders } from "../../src/content/release";
import { requirements, site } from "../../src/content/site";
import { powershellCheck } from "../../src/content/verification";
import { installerList } from "../../src/content/release-types";
import { emulatePlatform, platformPresets } from "../../scripts/platform-presets.js";
import deGuide from "../../src/content/locales/de/verification-guide";
import heGuide from "../../src/content/locales/he/verification-guide";
import { inLocale } from "./locales";
import { en } from "./copy";

const installers = installerList(release);
const several = installers.length > 1;
const text = en.verification;
const guide = en.verificationGuide;
const { requirementsTitle, architectureNames } = en.downloadChoice;

/** Size as Windows Explorer shows it in English: "18.3 MB (19,293,184 bytes)", cut to three digits. */
const explorerSize = (bytes: number) =>
  `${(Math.floor((bytes / 1024 ** 2) * 10) / 10).toFixed(1)} MB (${bytes.toLocaleString("en-US")} bytes)`;

/** The card of one installer, found by its heading. */
const card = (page: Page, index: number) =>
  page.getByRole("region", { name: /^Windows on/ }).nth(index);

/** The download button's accessible name for a processor: "Download for Windows (x64)". */
const buttonName = (arch: "x64" | "arm64") =>
  several ? `${text.installer.download} (${architectureNames[arch]})` : text.installer.download;

/** The large button at the top of the page (the installers' cards below have links of that name too). */
const downloadButton = (page: Page, arch: "x64" | "arm64" = "x64") =>
  page
    .getByRole("region", { name: text.title })
    .getByRole("link", { name: buttonName(arch), exact: true });

/** The box is wholly inside the window's first screen (no scrolling). */
async function expectInFirstScreen(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, "the control is laid out").not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(
    box!.y + box!.height,
    `its bottom within the first ${viewport.height} px`,
  ).toBeLessThanOrEqual(viewport.height);
}

// Its words stay whole (and the page within the screen) in every language at
// 1440, 390 and 320 px and with 200 % text, Windows' variants included: words.spec.ts.
test.describe("the verification page", () => {
  test("shows the release, its installers as plain links, the checks and the install steps @mobile", async ({
    page,
  }) => {
    const response = await page.goto(site.downloadHref);
    expect(response?.status()).toBe(200);
    expect(response?.url()).toMatch(/\/verification\.html$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);

    const facts = page.getByRole("definition");
    await expect(facts.filter({ hasText: release.version }).first()).toBeVisible();
    await expect(page.locator(`time[datetime="${release.releaseDate}"]`)).toBeVisible();
    await expect(
      page.getByText(en.common.windowsOrLater).filter({ visible: true }).first(),
    ).toBeVisible();

    await expect(page.getByRole("region", { name: /^Windows on/ })).toHaveCount(installers.length);
    for (const [index, installer] of installers.entries()) {
      const region = card(page, index);
      // A plain link straight to the installer: works with or without JavaScript.
      const link = region.getByRole("link", { name: new RegExp(`^${text.installer.download}`) });
      await expect(link).toHaveAttribute("href", installer.url);
      await expect(region).toContainText(installer.fileName);
      await expect(region).toContainText(explorerSize(installer.sizeBytes));
      await expect(region).toContainText(installer.sha256);
      // The PowerShell line compares the file's SHA-256 with this one.
      const command = powershellCheck(installer.fileName, installer.sha256);
      expect(command).toMatch(/Get-FileHash .* -Algorithm SHA256/);
      await expect(page.getByText(command, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(release.publisher).filter({ visible: true }).first()).toBeVisible();

    const install = page.getByRole("region", { name: guide.install.title });
    await expect(install.getByRole("listitem")).toHaveCount(3);
    const fails = page.getByRole("region", { name: guide.fails.title });
    await expect(fails.getByRole("listitem")).toHaveCount(guide.fails.items.length);
    const needs = page.getByRole("region", { name: requirementsTitle });
    await expect(needs).toContainText(en.common.windowsOrLater);
    await expect(needs).toContainText(`${requirements.freeSpaceMb} MB`);

    await waitForHydration(page);
    await page.getByRole("link", { name: "Back to Home" }).first().click();
    await expect(page).toHaveURL("/");
  });

  test("says plainly that sample values are samples, beside each one", async ({ page }) => {
    await page.goto(site.downloadHref);
    const notice = page.getByRole("region", { name: guide.sampleNotice.title });
    if (releasePlaceholders.length === 0) {
      await expect(notice).toHaveCount(0);
      await expect(page.getByText(text.sampleMark, { exact: true })).toHaveCount(0);
      return;
    }
    await expect(notice).toBeVisible();
    // Every sample field shown on the page carries the mark (version, date, files, publisher).
    const marks = page.getByText(text.sampleMark, { exact: true });
    expect(await marks.count()).toBeGreaterThanOrEqual(
      releasePlaceholders.filter((field) => !field.endsWith(".url")).length,
    );
    const hash = card(page, 0).locator("code").filter({ hasText: installers[0]!.sha256 });
    if (releasePlaceholders.includes("installers.x64.sha256")) {
      await expect(hash.locator("xpath=..")).toContainText(text.sampleMark);
    }
    // Compact and the same everywhere: one small size for every mark.
    const sizes = await marks.evaluateAll((all) =>
      all.map((mark) => getComputedStyle(mark).fontSize),
    );
    expect(new Set(sizes).size).toBe(1);
    expect(parseFloat(sizes[0]!)).toBeLessThanOrEqual(12);
  });

  test("the three install steps come in order, before the optional check", async ({ page }) => {
    await page.goto(site.downloadHref);
    const steps = page.getByRole("region", { name: guide.install.title }).getByRole("listitem");
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      guide.browser.title,
      guide.smartScreen.title,
      guide.setup.title,
    ]);
    const check = page.getByRole("heading", { level: 2, name: guide.check.title });
    await expect(check).toBeVisible();
    // In the document's order (what a screen reader and the eye meet): steps, then the check.
    const stepsFirst = await steps
      .last()
      .evaluate(
        (last, checkHeading) =>
          !!(last.compareDocumentPosition(checkHeading as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
        await check.elementHandle(),
      );
    expect(stepsFirst).toBe(true);
    const lastStep = (await steps.last().boundingBox())!;
    const checkBox = (await check.boundingBox())!;
    expect(checkBox.y).toBeGreaterThan(lastStep.y + lastStep.height);
  });

  for (const [locale, words] of [
    ["en", guide],
    ["de", deGuide],
    ["he", heGuide],
  ] as const) {
    test(`the steps' pictures are hidden from assistive technology and speak ${locale}`, async ({
      page,
    }) => {
      await page.goto(inLocale(locale, site.downloadHref));
      const stages = page.locator('[aria-hidden="true"]:has(.dlp-stack)');
      await expect(stages).toHaveCount(3);
      const [browsers, smartScreen, setup] = [stages.nth(0), stages.nth(1), stages.nth(2)];
      // What each language's Edge, Chrome and Windows say.
      await expect(browsers).toContainText(words.ui.edge.keepAnyway);
      await expect(browsers).toContainText(words.ui.edge.showMore);
      await expect(browsers).toContainText(words.ui.chrome.download);
      await expect(browsers).toContainText(words.ui.chrome.blocked);
      await expect(smartScreen).toContainText(words.ui.smartScreen.title);
      await expect(smartScreen).toContainText(words.ui.smartScreen.run);
      await expect(smartScreen).toContainText(release.publisher);
      await expect(setup).toContainText(words.installer.progress);
      // Drawn in the page's direction; the file name stays left to right.
      const direction = locale === "he" ? "rtl" : "ltr";
      await expect(smartScreen).toHaveCSS("direction", direction);
      await expect(smartScreen.locator("bdi[dir=ltr]").first()).toHaveCSS("direction", "ltr");
      // Nothing in them can be reached or is read out: the step text says it all.
      await expect(page.getByRole("button", { name: words.ui.smartScreen.run })).toHaveCount(0);
      for (const stage of [browsers, smartScreen, setup]) {
        expect(await stage.locator("a, button, input, [tabindex]").count()).toBe(0);
      }
      // The step text names the same controls.
      const steps = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3 }) });
      await expect(steps.nth(0)).toContainText(words.ui.edge.keepAnyway);
      await expect(steps.nth(1)).toContainText(words.ui.smartScreen.run);
    });
  }

  test.describe("the download button, in the first screen", () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      test.describe(`at ${viewport.width}×${viewport.height}`, () => {
        test.use({ viewport });

        test("a Windows PC gets one large button for its processor", async ({ page }) => {
          await emulatePlatform(page, platformPresets["windows-11-x64"]!);
          await page.goto(site.downloadHref);
          await expect(page.locator("html")).toHaveAttribute("data-family", "windows");
          const button = downloadButton(page, "x64");
          await expect(button).toHaveAttribute("href", release.installers.x64.url);
          await expectInFirstScreen(page, button);
          // Its label stays on one line: "(x64)" never wraps inside it.
          const lines = await button.evaluate((link) => {
            const rects: DOMRect[] = [];
            const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
            }
            // A rect below the line so far starts a new line (smaller text sits inside a line).
            let count = 0;
            let bottom = -Infinity;
            for (const rect of rects.toSorted((a, b) => a.top - b.top)) {
              if (rect.top >= bottom - 1) count++;
              bottom = Math.max(rect.top >= bottom - 1 ? rect.bottom : bottom, rect.bottom);
            }
            return count;
          });
          expect(lines).toBe(1);
          await expectInFirstScreen(
            page,
            page.getByRole("region", { name: guide.sampleNotice.title }),
          );
        });

        test("an Android phone gets the link to carry to a PC instead", async ({ page }) => {
          await emulatePlatform(page, platformPresets["android-phone"]!);
          await page.goto(site.downloadHref);
          await waitForHydration(page);
          await expect(downloadButton(page)).toBeHidden();
          const copy = page
            .getByRole("region", { name: text.elsewhereTitle })
            .getByRole("button", { name: /^Copy link/ });
          await expectInFirstScreen(page, copy);
        });
      });
    }

    test("an ARM PC gets the ARM64 installer, an older Windows the warning with it", async ({
      page,
    }) => {
      test.skip(!several, "one installer: nothing to choose");
      await emulatePlatform(page, platformPresets["windows-11-arm64"]!);
      await page.goto(site.downloadHref);
      await expect(page.locator("html")).toHaveAttribute("data-arch", "arm64");
      await expect(downloadButton(page, "arm64")).toHaveAttribute(
        "href",
        release.installers.arm64!.url,
      );
      await expectInFirstScreen(page, downloadButton(page, "arm64"));
      await expect(downloadButton(page, "x64")).toBeHidden();

      const legacy = await page.context().newPage();
      await emulatePlatform(legacy, platformPresets["windows-8.1"]!);
      await legacy.goto(site.downloadHref);
      await expect(legacy.locator("html")).toHaveAttribute("data-family", "windows-legacy");
      await expect(downloadButton(legacy)).toBeVisible();
      await expect(legacy.getByText(guide.legacyNotice)).toBeVisible();
    });
  });

  test.describe("copying the SHA-256", () => {
    test("puts it on the clipboard and says so", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(site.downloadHref);
      await waitForHydration(page);
      const region = card(page, 0);
      const copy = region.getByRole("button");
      await expect(copy).toHaveAccessibleName(/^Copy the SHA-256 checksum of /);
      await copy.click();
      await expect(region.getByRole("status")).toHaveText("SHA-256 copied.");
      await expect(copy).toContainText("Copied");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(installers[0]!.sha256);
    });

    for (const [name, script] of [
      [
        "refused",
        () =>
          Object.defineProperty(navigator, "clipboard", {
            value: {
              writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")),
            },
          }),
      ],
      ["missing", () => Object.defineProperty(navigator, "clipboard", { value: undefined })],
    ] as const) {
      test(`selects it and says how to copy when the clipboard is ${name}`, async ({ page }) => {
        await page.addInitScript(script);
        await page.goto(site.downloadHref);
        await waitForHydration(page);
        const region = card(page, 0);
        await region.getByRole("button", { name: /^Copy the SHA-256 checksum/ }).click();
        await expect(region.getByRole("status")).toContainText("press Ctrl+C");
        expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(
          installers[0]!.sha256,
        );
        // The fixture fails the test on any console error: nothing was thrown.
      });
    }

    test("copies the PowerShell line too", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(site.downloadHref);
      await waitForHydration(page);
      const installer = installers[0]!;
      await page
        .getByRole("button", {
          name: text.commands.copyCommandName.replace("{file}", installer.fileName),
        })
        .click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        powershellCheck(installer.fileName, installer.sha256),
      );
    });
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("every fact and link is there, and no control that needs JavaScript", async ({ page }) => {
      await page.goto(site.downloadHref);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
      // The plain button (most PCs), and every installer below it.
      await expect(downloadButton(page)).toHaveAttribute("href", release.installers.x64.url);
      for (const [index, installer] of installers.entries()) {
        await expect(card(page, index).getByRole("link")).toHaveAttribute("href", installer.url);
        await expect(card(page, index)).toContainText(installer.sha256);
      }
      await expect(page.getByRole("button")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: text.elsewhereTitle })).toBeHidden();
      await expect(page.getByText(guide.legacyNotice)).toBeHidden();
      await expect(page.getByRole("heading", { name: guide.smartScreen.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: guide.check.title })).toBeVisible();
      await expect(page.locator(".dlp-smartscreen").first()).toBeVisible();
    });
  });
});
