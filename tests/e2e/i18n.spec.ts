import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { scan, summarize } from "../../a11y/axe";
import { rawGet } from "./http";
import { defaultLocale, inLocale, locales, rtl } from "./locales";
import { legalSections } from "../../src/content/legal";
import he from "../../src/content/locales/he/common";
import heDemo from "../../src/content/locales/he/demo";
import heLegal from "../../src/content/locales/he/legal";
import heNotFound from "../../src/content/locales/he/not-found";
import heChoice from "../../src/content/locales/he/download-choice";
import heVerification from "../../src/content/locales/he/verification";
import heGuide from "../../src/content/locales/he/verification-guide";
import deVerification from "../../src/content/locales/de/verification";
import jaVerification from "../../src/content/locales/ja/verification";
import jaGuide from "../../src/content/locales/ja/verification-guide";
import { emulatePlatform, platformPresets } from "../../scripts/platform-presets.js";
import { release } from "../../src/content/release";
import { installerList } from "../../src/content/release-types";

/**
 * The site in every language: what differs per locale is checked per locale
 * (status, lang, dir, title, canonical, alternates), once; the journeys
 * themselves are tested in English elsewhere, and axe scans every page of
 * every translation in the audit (a11y/scans.ts).
 */

// Every route's English path and the catalog that holds its title.
const routes = [
  { path: "/", namespace: "home" },
  { path: "/privacy", namespace: "privacy" },
  { path: "/terms", namespace: "terms" },
  { path: "/accessibility", namespace: "accessibility" },
  { path: "/releases", namespace: "releases" },
  { path: "/holidays", namespace: "holidays" },
  // The download page: the spec's /verification.html in English, each
  // language's copy under its prefix (/he/verification.html).
  { path: "/verification.html", namespace: "verification" },
] as const;

/** A catalog of a locale (the same files the build reads). */
async function catalog(locale: string, namespace: string) {
  const base = path.resolve(
    import.meta.dirname,
    `../../src/content/locales/${locale}/${namespace}`,
  );
  const file = existsSync(`${base}.tsx`) ? `${base}.tsx` : `${base}.ts`;
  const module = (await import(file)) as { default: { meta: { title: string } } };
  return module.default;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The head of a page as the server sends it (no browser: fast). */
function readHead(html: string) {
  const html_ = /<html ([^>]*)>/.exec(html)?.[1] ?? "";
  return {
    lang: /lang="([^"]+)"/.exec(html_)?.[1],
    dir: /dir="([^"]+)"/.exec(html_)?.[1],
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    canonical: [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1]),
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
      (m) => [m[1], new URL(m[2]!).pathname],
    ),
    robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1],
  };
}

test.describe("every route in every locale", () => {
  test("answers 200 with its lang, dir, title, canonical and hreflang alternates", async ({
    baseURL,
  }) => {
    for (const locale of locales) {
      for (const { path, namespace } of routes) {
        const url = inLocale(locale, path);
        const response = await rawGet(baseURL!, url);
        expect(response.status, url).toBe(200);
        const head = readHead(response.body);
        expect(head.lang, url).toBe(locale);
        expect(head.dir, url).toBe(rtl.has(locale) ? "rtl" : "ltr");
        expect(head.title, url).toBe((await catalog(locale, namespace)).meta.title);
        expect(
          head.canonical.map((c) => new URL(c!).pathname),
          url,
        ).toEqual([url]);
        expect(head.alternates, url).toEqual([
          ...locales.map((other) => [other, inLocale(other, path)]),
          ["x-default", path],
        ]);
      }
    }
  });

  test("each locale has its Not Found page, in its language, with status 404 and no alternates", async ({
    baseURL,
  }) => {
    for (const locale of locales) {
      const url = inLocale(locale, "/no/such/page");
      const response = await rawGet(baseURL!, url);
      expect(response.status, url).toBe(404);
      const head = readHead(response.body);
      expect([head.lang, head.dir, head.robots], url).toEqual([
        locale,
        rtl.has(locale) ? "rtl" : "ltr",
        "noindex",
      ]);
      expect(head.title).toBe((await catalog(locale, "not-found")).meta.title);
      expect(head.alternates, url).toEqual([]);
    }
  });
});

test.describe("bad input", () => {
  const cases: [from: string, status: number, to: string][] = [
    ["/xx/", 301, "/xx"], // an unknown language: no such folder, the slash goes (both servers)…
    ["/xx", 404, "en"], // …and the English 404 page
    ["/xx/privacy", 404, "en"],
    ["/he/nope", 404, "he"],
    ["/he/getCalendar", 404, "he"], // an English-only alias
    ["/HE/", 301, "/he/"],
    ["/HE/privacy", 301, "/he/privacy"],
    ["/he", 301, "/he/"],
    ["/he/index.html", 301, "/he/"],
    ["/he/privacy.html", 301, "/he/privacy"],
    ["/he/privacy/", 301, "/he/privacy"],
    ["/he/../privacy", 301, "/privacy"],
    ["/he/%2e%2e/terms", 301, "/terms"],
    ["/de/404", 404, "de"],
  ];
  for (const [from, status, to] of cases) {
    test(`${from} answers ${status} ${status === 301 ? `to ${to}` : `in ${to}`}`, async ({
      baseURL,
    }) => {
      const response = await rawGet(baseURL!, from);
      expect(response.status).toBe(status);
      if (status === 301) expect(response.location).toBe(to);
      else expect(readHead(response.body).lang).toBe(to);
    });
  }
});

test.describe("the language picker", () => {
  const picker = (page: Page) => page.locator("details[data-language-picker]");

  test("by keyboard: opens, names each language in itself, and keeps the page", async ({
    page,
  }) => {
    await page.goto("/privacy");
    await waitForHydration(page);
    const summary = picker(page).locator("summary");
    for (let i = 0; i < 12 && !(await summary.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(summary).toBeFocused();
    await expect(summary).toHaveAccessibleName("Language: English");
    await page.keyboard.press("Enter");
    const links = picker(page).getByRole("link");
    await expect(links).toHaveCount(locales.length);
    for (const locale of locales) {
      const link = picker(page).locator(`a[hreflang="${locale}"]`);
      await expect(link).toHaveAttribute("lang", locale);
      await expect(link).toHaveAttribute("href", inLocale(locale, "/privacy"));
    }
    await expect(picker(page).locator('a[aria-current="true"]')).toHaveText("English");
    // Escape closes it and returns focus to the button.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(picker(page)).not.toHaveAttribute("open");
    await expect(summary).toBeFocused();
    // Tab to Hebrew (in the picker's order of tags) and follow it.
    await page.keyboard.press("Enter");
    for (let i = 0; i <= locales.indexOf("he"); i++) await page.keyboard.press("Tab");
    await expect(picker(page).getByRole("link", { name: "עברית" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/he/privacy");
    await expect(page.locator("html")).toHaveAttribute("lang", "he");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("מדיניות פרטיות");
    // The choice is remembered.
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("he");
    await waitForHydration(page);
    await expect(picker(page).locator("summary")).toHaveAccessibleName(
      `${he.language.label} עברית`,
    );
  });

  for (const path of ["/", "/he/"]) {
    test(`open at 200 % text on a 320 px screen, its list stays on screen (${path})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(path);
      await waitForHydration(page);
      // The browser's text size at 200 %: every rem doubles.
      await page.evaluate(() => document.documentElement.style.setProperty("font-size", "200%"));
      await picker(page).locator("summary").click();
      const list = picker(page).getByRole("list");
      await expect(list).toBeVisible();
      const box = await list.boundingBox();
      expect(box?.x ?? -1, "left edge").toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), "right edge").toBeLessThanOrEqual(320);
    });
  }

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false, allowedConsole: [/status of 404/] });
    test("is a list of real links to this page in every language", async ({ page }) => {
      await page.goto("/he/terms");
      await picker(page).locator("summary").click();
      await picker(page).getByRole("link", { name: "Français" }).click();
      await expect(page).toHaveURL("/fr/terms");
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conditions d’utilisation");
      // On a Not Found page it leads to each language's home page.
      await page.goto("/de/missing");
      await picker(page).locator("summary").click();
      await expect(picker(page).getByRole("link", { name: "English" })).toHaveAttribute(
        "href",
        "/",
      );
    });
  });
});

test.describe("the language suggestion on English pages", () => {
  const suggestion = (page: Page) => page.getByRole("region", { name: "Language suggestion" });

  test.describe("with a Hebrew browser", () => {
    test.use({ locale: "he-IL" });
    test("is polite, in Hebrew, shifts nothing, and is remembered when dismissed", async ({
      page,
    }) => {
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            (window as unknown as { shifts: number }).shifts += (
              entry as unknown as { value: number }
            ).value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto("/terms");
      await waitForHydration(page);
      const banner = suggestion(page);
      await expect(banner).toBeVisible();
      // In a live region that was in the page before it appeared.
      await expect(page.locator('[aria-live="polite"][data-language-suggestion]')).toContainText(
        he.suggestion.text,
      );
      const text = banner.locator('[lang="he"]');
      await expect(text).toHaveAttribute("dir", "rtl");
      await expect(text.getByRole("link", { name: he.suggestion.action })).toHaveAttribute(
        "href",
        "/he/terms",
      );
      // Focus stays where it was; nothing moved.
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
      expect(summarize((await scan(page)).violations), "axe violations").toEqual([]);
      // The end of the page and focused elements stay clear of it (WCAG 2.4.11).
      const clearance = () =>
        page.evaluate(() => ({
          body: parseFloat(getComputedStyle(document.body).paddingBottom),
          scroll: getComputedStyle(document.documentElement).scrollPaddingBottom,
        }));
      const bannerHeight = (await banner.boundingBox())?.height ?? Infinity;
      const shown = await clearance();
      expect(shown.body).toBeGreaterThanOrEqual(bannerHeight);
      expect(parseFloat(shown.scroll)).toBeGreaterThanOrEqual(bannerHeight);

      await banner.getByRole("button", { name: "Stay in English" }).click();
      await expect(banner).toHaveCount(0);
      expect(await clearance()).toEqual({ body: 0, scroll: "auto" });
      await page.reload();
      await waitForHydration(page);
      await page.waitForTimeout(300);
      await expect(suggestion(page)).toHaveCount(0);
      await expect(page).toHaveURL("/terms");
    });

    test("never shows on a translated page, and never redirects", async ({ page }) => {
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).toBeNull();
      await page.goto("/de/");
      await waitForHydration(page);
      await page.waitForTimeout(300);
      await expect(suggestion(page)).toHaveCount(0);
      await expect(page).toHaveURL("/de/");
    });
  });

  for (const [name, languages, stored] of [
    ["an empty navigator.languages", [], null],
    ["invalid language tags", ["", "not a tag", "*"], null],
    ["a hostile stored choice", ["en-US"], `"><script>window.hacked=1</script>`],
  ] as const) {
    test(`survives ${name}: no suggestion, no error`, async ({ page }) => {
      await page.addInitScript(
        ([list, value]) => {
          Object.defineProperty(Navigator.prototype, "languages", { get: () => list });
          if (value) localStorage.setItem("language", value);
        },
        [languages, stored] as const,
      );
      await page.goto("/");
      await waitForHydration(page);
      await page.waitForTimeout(300);
      await expect(suggestion(page)).toHaveCount(0);
      expect(await page.evaluate(() => "hacked" in window)).toBe(false);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calendar for Windows");
    });
  }
});

test.describe("the Hebrew pages", () => {
  test("the download page is Hebrew, right to left, with its figures in Hebrew and its codes left to right", async ({
    page,
  }) => {
    await page.goto("/he/");
    // The download button leads to the Hebrew copy of the download page.
    await page
      .getByRole("link", { name: /^הורדה ל-Windows/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/he\/verification\.html$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heVerification.title);
    await expect(page.getByRole("heading", { name: heGuide.smartScreen.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: heGuide.check.title })).toBeVisible();
    // The release date in Hebrew (month name in Hebrew letters), the hash and file left to right.
    await expect(page.locator(`time[datetime="${release.releaseDate}"]`)).toHaveText(
      /[\u0590-\u05FF]/,
    );
    const installer = installerList(release)[0]!;
    const hash = page.getByText(installer.sha256, { exact: true });
    await expect(hash).toHaveAttribute("dir", "ltr");
    await expect(hash).toHaveCSS("direction", "ltr");
    // Back home stays in Hebrew.
    await waitForHydration(page);
    await page.getByRole("link", { name: he.backToHome }).first().click();
    await expect(page).toHaveURL(/\/he\/$/);
  });

  test("away from a PC: the panel, its messages and the .ics reminder are Hebrew, and link the Hebrew page", async ({
    page,
  }) => {
    await emulatePlatform(page, platformPresets.macos!);
    await page.goto("/he/");
    await waitForHydration(page);
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await expect(hero.getByText(heChoice.elsewhere.title)).toBeVisible();
    const saved = page.waitForEvent("download");
    await hero.getByRole("button", { name: heChoice.elsewhere.remind }).click();
    const ics = readFileSync((await (await saved).path())!, "utf8").replace(/\r\n[ \t]/g, "");
    await expect(hero.getByRole("status").last()).toHaveText(heChoice.actions.reminderSaved);
    expect(ics).toContain(`SUMMARY:${heChoice.reminder.summary}`);
    expect(ics).toMatch(new RegExp(`URL:https?://[^/]+/he/verification\\.html`));
    expect(ics).toMatch(/DESCRIPTION:[^\r\n]*[\u0590-\u05FF]/);
    await expect(hero.getByRole("link", { name: heChoice.elsewhere.downloadPage })).toHaveAttribute(
      "href",
      "/he/verification.html",
    );
  });
  test("the demo is Hebrew and right to left, and its arrows follow the visual direction", async ({
    page,
  }) => {
    await page.goto("/he/");
    const section = page.locator("#live-preview");
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute("data-demo-ready", "true");
    await expect(section.locator("[data-demo-title]")).toHaveText("ספטמבר 2025");
    const previous = section.getByRole("button", { name: heDemo.nav.month.previous });
    const next = section.getByRole("button", { name: heDemo.nav.month.next });
    // Right to left: "previous" is on the right, "next" on the left.
    const [p, n] = [await previous.boundingBox(), await next.boundingBox()];
    expect(n!.x).toBeLessThan(p!.x);
    const grid = section.getByRole("grid");
    const day = (key: string) => grid.locator(`[data-day-key="${key}"]:not([data-outside-month])`);
    // The first day of the week is on the right.
    const [sunday, monday] = [
      await day("2025-9-7").boundingBox(),
      await day("2025-9-8").boundingBox(),
    ];
    expect(monday!.x).toBeLessThan(sunday!.x);

    // By keyboard: Tab into the grid, then the arrows move as they point.
    await previous.focus();
    await page.keyboard.press("Tab"); // next month
    await page.keyboard.press("Tab"); // the view tabs
    await page.keyboard.press("Tab"); // the grid, on the 1st
    await expect(day("2025-9-1")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(day("2025-9-2")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(day("2025-9-9")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowRight");
    await expect(day("2025-9-1")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(day("2025-9-1")).toHaveAttribute("data-selected", "true");
    const panel = section.getByRole("complementary", { name: heDemo.labels.selectedDay });
    await expect(panel).toContainText(heDemo.events.laborDay);
    await expect(grid.locator('[data-day-key="2025-9-23"]')).toHaveAttribute(
      "aria-label",
      new RegExp(heDemo.events.roshHashanah),
    );
    await page.keyboard.press("PageDown");
    await expect(section.locator("[data-demo-title]")).toHaveText("אוקטובר 2025");
  });

  test("the legal pages keep the English sections and anchors, and say the English text governs", async ({
    page,
  }) => {
    for (const document of ["privacy", "terms", "accessibility"] as const) {
      await page.goto(`/he/${document}`);
      const ids = await page
        .getByRole("navigation", { name: heLegal.onThisPage })
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(ids).toEqual(legalSections[document].map((id) => `#${id}`));
      for (const id of legalSections[document])
        await expect(page.locator(`h2#${id}`)).toHaveCount(1);
      const notice = page.locator("[data-translation-notice]");
      await expect(notice).toContainText(heLegal.translationNotice.text);
      await expect(notice.getByRole("link")).toHaveAttribute("href", `/${document}`);
      await expect(notice.getByRole("link")).toHaveAttribute("hreflang", defaultLocale);
    }
    // English has no such notice: it is the original.
    await page.goto("/privacy");
    await expect(page.locator("[data-translation-notice]")).toHaveCount(0);
  });

  test.describe("Not Found", () => {
    test.use({ allowedConsole: [/status of 404/] });
    test("/he/nope is the Hebrew Not Found page, before and after hydration", async ({ page }) => {
      const response = await page.goto("/he/nope");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heNotFound.title);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heNotFound.title);
      await page.getByRole("link", { name: heNotFound.homeLink }).click();
      await expect(page).toHaveURL("/he/");
    });
  });
});

test("the German download page writes sizes the German way", async ({ page }) => {
  await page.goto("/de/verification.html");
  const card = page.getByRole("region", { name: deVerification.installerTitles.x64.title });
  // "18,3 MB (19.293.184 Bytes)": decimal comma, dot between thousands.
  await expect(card).toContainText(/\d+,\d\sMB \(\d{1,3}(\.\d{3})+ Bytes\)/);
});

test("the Japanese pages: Windows' Japanese fonts, lines broken by phrase, Intl's dates, Windows' own words", async ({
  page,
}) => {
  await page.goto("/ja/");
  const style = await page.evaluate(() => {
    const { fontFamily, lineBreak, wordBreak } = getComputedStyle(
      document.querySelector("main p")!,
    );
    return { fontFamily, lineBreak, wordBreak };
  });
  expect(style.fontFamily).toMatch(/"Yu Gothic UI", "Meiryo UI", Meiryo/);
  expect(style.lineBreak).toBe("strict");
  expect(style.wordBreak).toBe("auto-phrase");
  const section = page.locator("#live-preview");
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute("data-demo-ready", "true");
  await expect(section.locator("[data-demo-title]")).toHaveText("2025年9月");
  // Japan's week starts on Sunday: 日 (日曜日).
  await expect(section.getByRole("grid").locator("thead th").first()).toHaveText("日");

  await page.goto("/ja/verification.html");
  const card = page.getByRole("region", { name: jaVerification.installerTitles.x64.title });
  // As Japanese Explorer shows it: "18.3 MB (19,293,184 バイト)".
  await expect(card).toContainText(/\d+\.\d\sMB \(\d{1,3}(,\d{3})+ バイト\)/);
  await expect(page.locator("main")).toContainText(jaGuide.ui.smartScreen.title);
});

test.describe("an English page in a foreign browser", () => {
  test.use({ locale: "he-IL" });
  test("keeps the demo English, with the visitor's first day of the week", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#live-preview");
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute("data-demo-ready", "true");
    await expect(section.locator("[data-demo-title]")).toHaveText("September 2025");
    await expect(section.locator("[dir]").first()).toHaveAttribute("dir", "ltr");
    await expect(section.getByRole("grid").locator("thead th").first()).toHaveText(/Sun/i);
    await expect(section.getByRole("button", { name: "Next month" })).toBeVisible();
  });
});
