import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { release, releasePlaceholders } from "../../src/content/release";
import { requirements, site } from "../../src/content/site";
import { powershellCheck } from "../../src/content/verification";
import { installerList } from "../../src/content/release-types";
import { en } from "./copy";

const installers = installerList(release);
const text = en.verification;
const guide = en.verificationGuide;
const { requirementsTitle } = en.downloadChoice;

/** Size as Windows Explorer shows it in English: "18.4 MB (19,293,184 bytes)". */
const explorerSize = (bytes: number) =>
  `${(bytes / 1024 ** 2).toFixed(1)} MB (${bytes.toLocaleString("en-US")} bytes)`;

/** The card of one installer, found by its heading. */
const card = (page: Page, index: number) =>
  page.getByRole("region", { name: /^Windows on/ }).nth(index);

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

    const smartScreen = page.getByRole("region", { name: guide.smartScreen.title });
    await expect(smartScreen.getByRole("listitem")).toHaveCount(
      guide.smartScreen.steps("").length + guide.smartScreen.stop("").length,
    );
    const install = page.getByRole("region", { name: guide.install.title });
    await expect(install.getByRole("listitem")).toHaveCount(3);
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
          name: `Copy${text.commands.copyCommandContext.replace("{file}", installer.fileName)}`,
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
      for (const [index, installer] of installers.entries()) {
        await expect(card(page, index).getByRole("link")).toHaveAttribute("href", installer.url);
        await expect(card(page, index)).toContainText(installer.sha256);
      }
      await expect(page.getByRole("button")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: text.elsewhereTitle })).toBeHidden();
      await expect(page.getByText(guide.legacyNotice)).toBeHidden();
      await expect(page.getByRole("heading", { name: guide.smartScreen.title })).toBeVisible();
    });
  });
});
