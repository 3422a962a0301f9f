import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import ICAL from "ical.js";
import { test, expect, waitForHydration } from "./fixtures";
import { scan, summarize } from "../../a11y/axe";
import {
  emulatePlatform,
  platformPresets,
  type PlatformPreset,
} from "../../scripts/platform-presets.js";
import { reminderContent } from "../../src/content/download-actions";
import { release } from "../../src/content/release";
import { site } from "../../src/content/site";
import { installerList } from "../../src/content/release-types";
import { canonicalUrl } from "../../src/lib/site-url";
import { en } from "./copy";
import heDownloadChoice from "../../src/content/locales/he/download-choice";
import { inLocale } from "./locales";

/**
 * The download button per device, emulated in Chromium through CDP (user
 * agent, navigator.platform and client hints together; scripts/platform-presets.js).
 * Detection itself is unit-tested with a table (src/features/download/platform.test.ts);
 * here, what each kind of visitor sees and can do, with axe on each variant.
 */
const several = installerList(release).length > 1;

/** axe (the audit's configuration, a11y/axe.ts) on the page or a part of it: no violation. */
async function expectNoAxeViolations(page: Page, include?: string) {
  const { violations } = await scan(page, include);
  expect(summarize(violations), "axe violations").toEqual([]);
}
const downloadUrl = canonicalUrl(site.downloadHref);
const hero = (page: Page) => page.locator('section[aria-labelledby="hero-title"]');

async function open(page: Page, preset: PlatformPreset, path = "/") {
  await emulatePlatform(page, preset);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-family", preset.family);
  await expect(page.locator("html")).toHaveAttribute("data-os", preset.os);
}

/** What a download block (hero or download section) must show for a family of platforms. */
async function expectVariant(
  block: Locator,
  preset: PlatformPreset,
  note: string = en.home.hero.compatibility,
) {
  const download = block.getByRole("link", { name: new RegExp(`^${en.home.hero.downloadLabel}`) });
  const elsewhere = block.getByText(en.downloadChoice.elsewhere.title);
  switch (preset.family) {
    case "windows": {
      const arch = preset.arch ?? "x64";
      const name = several
        ? `${en.home.hero.downloadLabel} (${en.downloadChoice.architectureNames[arch]})`
        : en.home.hero.downloadLabel;
      await expect(download).toHaveCount(1);
      await expect(download).toHaveAccessibleName(name);
      await expect(download).toHaveAttribute("href", site.downloadHref);
      await expect(block.getByText(note).filter({ visible: true })).toBeVisible();
      await expect(elsewhere).toBeHidden();
      break;
    }
    case "windows-legacy":
      await expect(download).toHaveAccessibleName(en.home.hero.downloadLabel);
      await expect(
        block.getByText(en.downloadChoice.legacyNote).filter({ visible: true }),
      ).toBeVisible();
      await expect(elsewhere).toBeHidden();
      break;
    case "elsewhere":
      // No pretending: no download button, a way to carry the link to a PC instead.
      await expect(download).toHaveCount(0);
      await expect(elsewhere).toBeVisible();
      await expect(block.getByRole("button", { name: /^Copy link/ })).toBeVisible();
      await expect(
        block.getByRole("button", { name: en.downloadChoice.elsewhere.remind }),
      ).toBeVisible();
      await expect(
        block.getByRole("link", { name: en.downloadChoice.elsewhere.downloadPage }),
      ).toHaveAttribute("href", site.downloadHref);
      break;
    case "unknown":
      await expect(download).toHaveAccessibleName(en.home.hero.downloadLabel);
      await expect(block.getByText(note).filter({ visible: true })).toBeVisible();
      await expect(elsewhere).toBeHidden();
      break;
  }
}

/**
 * Layout shifts once the whole document has been laid out (CLS entries after
 * the first frame that follows DOMContentLoaded, marked by
 * `markParsedFrame`), and what moved. The variants are decided by the head
 * script before the body is parsed; what a busy machine paints of a
 * half-parsed page and then completes (the hero window, the header's theme
 * switcher) is the document arriving, not a variant changing, and is left out.
 */
const markParsedFrame = (page: Page) =>
  page.addInitScript(() => {
    const mark = () =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          (window as unknown as { parsedFrame: number }).parsedFrame = performance.now();
        }),
      );
    document.addEventListener("DOMContentLoaded", mark, { once: true });
  });

const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        const found = { total: 0, moved: [] as string[] };
        const parsed = (window as unknown as { parsedFrame?: number }).parsedFrame ?? 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: {
              node?: Node;
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }[];
          })[]) {
            if (entry.hadRecentInput || entry.startTime < parsed) continue;
            found.total += entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node as HTMLElement | undefined;
              found.moved.push(
                `${node?.nodeName} "${node?.textContent?.trim().slice(0, 40)}" at ${Math.round(entry.startTime)} ms: ` +
                  `${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
              );
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(found), 300);
      }),
  );

test.describe("the download button knows the device", () => {
  // Each variant, and the devices that pass for another (an iPad as a Mac, a
  // Windows user agent with Android's client hints); the other plain
  // "elsewhere" devices (macOS, Linux, ChromeOS, an Android tablet) are rows
  // of the detection's unit table (src/features/download/platform.test.ts).
  const plain = new Set(["macos", "linux", "chromeos", "android-tablet"]);
  // One device per variant also gets axe on the hero and the download section, and no layout shift.
  const audited = new Set([
    "windows-11-x64",
    "windows-8.1",
    "android-phone",
    "ua-10000-characters",
  ]);
  for (const [name, preset] of Object.entries(platformPresets).filter(([n]) => !plain.has(n))) {
    const audit = audited.has(name);
    test(`${name}: ${preset.family}${audit ? ", no axe violation and no layout shift" : ""}`, async ({
      page,
    }) => {
      if (audit) await markParsedFrame(page);
      await open(page, preset);
      await waitForHydration(page);
      if (audit) {
        await page.waitForLoadState("networkidle");
        await page.waitForFunction(() => "parsedFrame" in window);
        const shifts = await layoutShifts(page);
        expect(shifts.total, shifts.moved.join("\n")).toBe(0);
        await expectNoAxeViolations(page, 'section[aria-labelledby="hero-title"]');
      }
      await expectVariant(hero(page), preset);
      await page.locator("#download").scrollIntoViewIfNeeded();
      await expectVariant(page.locator("#download"), preset, en.download.intro.note);
      if (audit) {
        await page.waitForLoadState("networkidle");
        await expectNoAxeViolations(page, "#download");
      }
    });
  }

  test("the verification page marks the installer for this PC and warns older Windows", async ({
    page,
  }) => {
    test.skip(!several, "one installer: nothing to recommend");
    await open(page, platformPresets["windows-11-arm64"]!, site.downloadHref);
    await expect(
      page.getByText(en.verification.installer.recommended).filter({ visible: true }),
    ).toHaveCount(1);
    await expect(
      page.getByRole("region", { name: /ARM/ }).getByText(en.verification.installer.recommended),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the verification page tells an older Windows it will not run", async ({ page }) => {
    await open(page, platformPresets["windows-8.1"]!, site.downloadHref);
    await expect(page.getByText(/needs Windows 10 or later/)).toBeVisible();
    await expect(
      page.getByText(en.verification.installer.recommended).filter({ visible: true }),
    ).toHaveCount(0);
  });
});

test.describe("away from a Windows PC", () => {
  const mac = platformPresets.macos!;

  test("copy link puts the download page's address on the clipboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page, mac);
    await waitForHydration(page);
    await hero(page)
      .getByRole("button", { name: /^Copy link/ })
      .click();
    await expect(hero(page).getByText("Link copied.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(downloadUrl);
  });

  test("remind me saves a calendar event (RFC 5545) that links to the download page", async ({
    page,
  }) => {
    await open(page, mac);
    await waitForHydration(page);
    const saved = page.waitForEvent("download");
    await hero(page).getByRole("button", { name: en.downloadChoice.elsewhere.remind }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(reminderContent.fileName);
    await expect(hero(page).getByRole("status").last()).toHaveText(
      en.downloadChoice.actions.reminderSaved,
    );

    const text = readFileSync((await download.path())!, "utf8");
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("prodid")).toBe(reminderContent.productId);
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe(en.downloadChoice.reminder.summary);
    expect(vevent.getFirstPropertyValue("url")).toBe(downloadUrl);
    expect(event.description).toContain(downloadUrl);
    expect(event.uid).toMatch(/@/);
    expect(vevent.getFirstPropertyValue("dtstamp")).toBeTruthy();
    // Floating local time at the reminder hour, today or tomorrow, never in the past.
    expect(event.startDate.zone?.tzid).toBe("floating");
    expect(event.startDate.hour).toBe(reminderContent.hour);
    const browserNow = await page.evaluate(() => Date.now());
    const start = event.startDate.toJSDate().getTime();
    expect(start).toBeGreaterThan(browserNow);
    expect(start - browserNow).toBeLessThan(48 * 3600 * 1000);
    expect(event.duration.toSeconds()).toBe(reminderContent.durationMinutes * 60);
  });

  test("share uses the Web Share API where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await open(page, mac);
    await expect(page.locator("html")).toHaveAttribute("data-share", "");
    await waitForHydration(page);
    await hero(page).getByRole("button", { name: en.downloadChoice.elsewhere.share }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
    expect(shared.url).toBe(downloadUrl);
  });

  test("no share button without the Web Share API", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await open(page, mac);
    await waitForHydration(page);
    await expect(
      hero(page).getByRole("button", { name: en.downloadChoice.elsewhere.share }),
    ).toBeHidden();
  });

  test("a refused or cancelled share says so or nothing, and throws nothing", async ({ page }) => {
    await page.addInitScript(() => {
      let calls = 0;
      Object.defineProperty(navigator, "share", {
        value: () =>
          Promise.reject(new DOMException("no", calls++ === 0 ? "AbortError" : "NotAllowedError")),
      });
    });
    await open(page, mac);
    await waitForHydration(page);
    const share = hero(page).getByRole("button", { name: en.downloadChoice.elsewhere.share });
    await share.click(); // cancelled by the visitor: nothing to say
    await page.waitForTimeout(300);
    await expect(hero(page).getByText(en.downloadChoice.actions.shareFailed)).toHaveCount(0);
    await share.click(); // refused
    await expect(hero(page).getByText(en.downloadChoice.actions.shareFailed)).toBeVisible();
  });

  test("a refused clipboard selects the link and says how to copy it", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("no", "NotAllowedError")) },
      }),
    );
    await open(page, mac);
    await waitForHydration(page);
    await hero(page)
      .getByRole("button", { name: /^Copy link/ })
      .click();
    await expect(hero(page).getByText(/press Ctrl\+C/)).toBeVisible();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(
      downloadUrl.replace(/^https?:\/\//, ""),
    );
  });

  test("the verification page offers the link to carry to a PC", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page, platformPresets["android-phone"]!, site.downloadHref);
    await waitForHydration(page);
    const notice = page.getByRole("region", { name: "You are not on a Windows PC" });
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: /^Copy link/ }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(downloadUrl);
  });
  test("the address beside Copy link is read as the download page's address, in English left to right", async ({
    page,
  }) => {
    // Issue #36: one phrase ("Download page address: calendar.example.com/…"),
    // not "Link", ":" and a string that sounds like a link; the address keeps its
    // own language and direction on a right-to-left page.
    const address = canonicalUrl(inLocale("he", site.downloadHref)).replace(/^https?:\/\//, "");
    for (const path of ["/he/", inLocale("he", site.downloadHref)]) {
      await open(page, platformPresets["android-phone"]!, path);
      const block =
        path === "/he/" ? hero(page) : page.locator('section[aria-labelledby="elsewhere"]');
      const line = block.locator("p", { has: page.locator('[lang="en"][dir="ltr"]') });
      await expect(line).toHaveCount(1);
      expect((await line.textContent())?.replace(/\s+/g, " ").trim()).toBe(
        `${heDownloadChoice.elsewhere.addressLabel}: ${address}`,
      );
      await expect(line.locator('[lang="en"]')).toHaveAttribute("translate", "no");
    }
  });
});

test.describe("bad input", () => {
  test("an empty user agent: the plain button and the note", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "userAgent", { get: () => "" });
      Object.defineProperty(Navigator.prototype, "userAgentData", { get: () => undefined });
    });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-family", "unknown");
    await waitForHydration(page);
    await expectVariant(hero(page), { family: "unknown" } as PlatformPreset);
  });

  test("navigator.userAgentData throwing: the user agent decides, nothing reaches the console", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "userAgentData", {
        get() {
          throw new Error("userAgentData is blocked");
        },
      });
    });
    const android = platformPresets["android-phone"]!;
    await open(page, android);
    await waitForHydration(page);
    await expectVariant(hero(page), android);
  });

  test("a user agent of 10,000 characters: the plain link still leads to the download page", async ({
    page,
  }) => {
    await open(page, platformPresets["ua-10000-characters"]!);
    await waitForHydration(page);
    await hero(page).getByRole("link", { name: en.home.hero.downloadLabel }).click();
    await expect(page).toHaveURL(site.downloadHref);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("every device gets the plain link and the Windows 10/11 note", async ({ page }) => {
    await emulatePlatform(page, platformPresets["android-phone"]!);
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveAttribute("data-family", /./);
    await expectVariant(hero(page), { family: "unknown" } as PlatformPreset);
    await expect(page.getByRole("button", { name: /^Copy link/ })).toHaveCount(0);
  });
});
