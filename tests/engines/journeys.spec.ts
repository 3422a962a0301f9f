import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { axeTags, ruleExclusions } from "../../a11y/axe";
import { icu } from "../icu";
import { release } from "../../src/content/release";
import { installerList } from "../../src/content/release-types";
import { sectionIds } from "../../src/content/sections";
import { site as siteFacts } from "../../src/content/site";
import { powershellCheck } from "../../src/content/verification";
import { DEMO_START, GRID_CELLS } from "../../src/content/demo-calendar";
import { waitUntil, type Site } from "./adapter";
import { en, he } from "./copy";
import { test, expect } from "./fixtures";

/**
 * The journeys every engine must get through, written once: Chromium,
 * Firefox and WebKit run each of them at a phone's width and a laptop's
 * (tests/engines/playwright.config.ts). What only Chromium can check (device
 * emulation, touch, media emulation) stays in tests/e2e.
 */
const tag = { tag: "@engines" };

/** Wait until `read()` gives `expected` (compared as JSON). */
async function until<T>(read: () => Promise<T>, expected: T, what: string) {
  let last: T | undefined;
  await waitUntil(
    async () => JSON.stringify((last = await read())) === JSON.stringify(expected),
    what,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; last seen: ${JSON.stringify(last)}`);
  });
}

/**
 * Scroll to a landing section until its deferred code has hydrated it (a
 * section wakes near the viewport; scrolled to before the page hydrates, the
 * page may move again), as a visitor would scroll back to it.
 */
async function wake(site: Site, id: string, ready: () => Promise<boolean>) {
  await site.hydrated();
  const wrapper = site.css(`[data-section="${id}"]`);
  await waitUntil(async () => {
    await wrapper.scrollIntoView();
    return ready();
  }, `section ${id} to hydrate`);
}
const sectionReady = (site: Site, id: string) => async () =>
  (await site.css(`[data-section="${id}"]`).attribute("data-pending")) === null;

/** The month title the page should show, in its own language, formatted by this browser. */
const monthTitle = (site: Site, year: number, month: number) =>
  site.evaluate(
    (y, m) =>
      new Intl.DateTimeFormat(document.documentElement.lang, {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }).format(Date.UTC(y, m - 1, 1)),
    year,
    month,
  );

const navigationStatus = (site: Site) =>
  site.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
        ?.responseStatus ?? null,
  );

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ width });

    for (const copy of [en, he]) {
      test.describe(copy.locale === "en" ? "English" : "Hebrew", () => {
        test.use({ allowedConsole: [/status of 404/] });
        test("every page type loads and hydrates", tag, async ({ site }) => {
          const pages = [
            {
              path: "/",
              title: copy.home.meta.title,
              heading: copy.common.productFullName,
              status: 200,
            },
            {
              path: "/privacy",
              title: copy.privacy.meta.title,
              heading: copy.privacy.title,
              status: 200,
            },
            {
              path: "/terms",
              title: copy.terms.meta.title,
              heading: copy.terms.title,
              status: 200,
            },
            {
              path: "/accessibility",
              title: copy.accessibility.meta.title,
              heading: copy.accessibility.title,
              status: 200,
            },
            {
              path: siteFacts.downloadHref,
              title: copy.verification.meta.title,
              heading: copy.verification.title,
              status: 200,
            },
            {
              path: "/no/such/page",
              title: copy.notFound.meta.title,
              heading: copy.notFound.title,
              status: 404,
            },
          ];
          for (const page of pages) {
            await site.goto(copy.path(page.path));
            const at = copy.path(page.path);
            // WebKitGTK 2.50 does not report the status in Navigation Timing.
            expect(await navigationStatus(site), at).toBe(
              site.engine === "webkit" ? null : page.status,
            );
            expect(
              await site.evaluate(() => [
                document.documentElement.lang,
                document.documentElement.dir,
                document.title,
              ]),
              at,
            ).toEqual([copy.locale, copy.dir, page.title]);
            await site.hydrated();
            // Hydration keeps the page (no client route takes over, nothing re-rendered away).
            const heading = site.role("heading", { level: 1 });
            expect(await heading.textContent(), at).toBe(page.heading);
            expect(await site.role("main").count(), at).toBe(1);
            expect(await site.role("contentinfo").count(), at).toBe(1);
            // No sideways scrolling at this width.
            expect(await site.evaluate(() => document.documentElement.scrollWidth), at).toBe(
              site.width,
            );
          }
        });

        test(
          "the demo pages, selects by mouse and by arrow keys, and switches views",
          tag,
          async ({ site }) => {
            await site.goto(copy.path("/"));
            const demo = site.css(`#${sectionIds.livePreview}`);
            await wake(
              site,
              sectionIds.livePreview,
              async () => (await demo.attribute("data-demo-ready")) === "true",
            );
            const title = demo.css("[data-demo-title]");
            const day = (key: string) =>
              demo.role("grid").css(`[data-day-key="${key}"]:not([data-outside-month])`);
            const { year, month } = DEMO_START;
            expect(await title.textContent()).toBe(await monthTitle(site, year, month));

            // Pages by mouse, both ways.
            const nav = copy.demo.nav.month;
            await demo.role("button", { name: nav.next }).click();
            await until(
              () => title.textContent(),
              await monthTitle(site, year, month + 1),
              "next month",
            );
            await demo.role("button", { name: nav.previous }).click();
            await until(
              () => title.textContent(),
              await monthTitle(site, year, month),
              "previous month",
            );
            expect(await demo.role("grid").role("gridcell").count()).toBe(GRID_CELLS);

            // Previous and next sit in reading order: next after previous, to the left in Hebrew.
            const [previousBox, nextBox] = [
              await demo.role("button", { name: nav.previous }).box(),
              await demo.role("button", { name: nav.next }).box(),
            ];
            expect(copy.dir === "rtl" ? nextBox.x < previousBox.x : nextBox.x > previousBox.x).toBe(
              true,
            );

            // Selects a day by mouse: the panel shows its events.
            const panel = demo.role("complementary", { name: copy.demo.labels.selectedDay });
            await day(`${year}-${month}-15`).click();
            await until(
              () => day(`${year}-${month}-15`).attribute("data-selected"),
              "true",
              "the 15th selected",
            );

            // By keyboard: into the grid, then the arrows move the way they point.
            await demo.role("button", { name: nav.previous }).focus();
            await site.press("Tab", "Tab", "Tab"); // next month, the view tabs, the grid
            await until(
              () => day(`${year}-${month}-15`).isFocused(),
              true,
              "focus on the selected day",
            );
            const [forward, back] =
              copy.dir === "rtl" ? ["ArrowLeft", "ArrowRight"] : ["ArrowRight", "ArrowLeft"];
            await site.press(forward);
            await until(
              () => day(`${year}-${month}-16`).isFocused(),
              true,
              `${forward} to the 16th`,
            );
            await site.press("ArrowDown");
            await until(
              () => day(`${year}-${month}-23`).isFocused(),
              true,
              "ArrowDown to the 23rd",
            );
            await site.press(back, "Enter");
            await until(
              () => day(`${year}-${month}-22`).attribute("data-selected"),
              "true",
              "Enter selects the 22nd",
            );
            await site.press("PageDown");
            await until(
              () => title.textContent(),
              await monthTitle(site, year, month + 1),
              "PageDown",
            );
            await day(`${year}-${month + 1}-2`).click();
            await until(
              async () => (await panel.textContent()).includes(copy.demo.events.yomKippur),
              true,
              "the selected day's events in the panel",
            );

            // Switches views.
            const views = demo.role("tablist", { name: copy.demo.labels.viewSwitcher });
            for (const view of ["week", "year", "month"] as const) {
              const tab = views.role("tab", { name: copy.demo.views[view] });
              await tab.click();
              await until(() => tab.attribute("aria-selected"), "true", `the ${view} view`);
              expect(await demo.role("tabpanel", { name: copy.demo.views[view] }).isVisible()).toBe(
                true,
              );
            }
            expect(await demo.role("grid").role("gridcell").count()).toBe(GRID_CELLS);
          },
        );
      });
    }

    test(
      "the carousel moves by button and by dot, and an FAQ answer opens",
      tag,
      async ({ site }) => {
        await site.goto("/");
        await site.hydrated();
        const words = en.showcase.carousel;
        const carousel = site.role("region", { name: words.label });
        await wake(site, sectionIds.seeItInAction, sectionReady(site, sectionIds.seeItInAction));
        await until(() => carousel.role("tab").count(), en.slides.length, "the slide pickers");
        const shown = () => carousel.role("tabpanel").role("heading").textContent();
        expect(await shown()).toBe(en.slides[0]);
        await carousel.role("button", { name: words.next }).click();
        await until(shown, en.slides[1], "next slide");
        await carousel.role("button", { name: words.previous }).click();
        await carousel.role("button", { name: words.previous }).click();
        await until(shown, en.slides.at(-1), "previous slide, wrapping");
        await carousel
          .role("tab", { name: icu(words.picker, { index: "3", title: en.slides[2]! }) })
          .click();
        await until(shown, en.slides[2], "third dot");
        await until(
          () => carousel.css('[aria-live="polite"]').textContent(),
          icu(words.announcement, {
            index: "3",
            count: String(en.slides.length),
            title: en.slides[2]!,
          }),
          "the announcement",
        );

        await wake(site, sectionIds.faq, sectionReady(site, sectionIds.faq));
        const { question, answer } = en.faq[1]!;
        const button = site.role("heading", { name: question }).role("button");
        // Hydrated once the answers fold (without JavaScript every answer shows).
        await until(() => button.attribute("aria-expanded"), "false", "the answers to fold");
        expect(await site.page.text(answer).isVisible()).toBe(false);
        await button.click();
        await until(() => button.attribute("aria-expanded"), "true", "the answer to open");
        await until(() => site.page.text(answer).isVisible(), true, "the answer shown");
      },
    );

    test("the theme changes and survives a reload", tag, async ({ site }) => {
      await site.goto("/");
      await site.hydrated();
      const words = en.common.theme;
      const theme = site.role("group", { name: words.legend });
      const canvas = () =>
        site.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      const choice = () => site.evaluate(() => document.documentElement.getAttribute("data-theme"));
      expect(
        await theme
          .role("radio", { name: words.system })
          .evaluate((r) => (r as HTMLInputElement).checked),
      ).toBe(true);
      const before = await canvas();
      const next = (await choice()) === "dark" || before === "rgb(10, 12, 22)" ? "light" : "dark";
      await theme.role("radio", { name: words[next] }).click();
      await until(choice, next, `the ${next} theme`);
      expect(await canvas()).not.toBe(before);
      const chosen = await canvas();
      await site.reload();
      expect(await choice()).toBe(next);
      expect(await canvas()).toBe(chosen);
      await site.hydrated();
      expect(
        await theme
          .role("radio", { name: words[next] })
          .evaluate((r) => (r as HTMLInputElement).checked),
      ).toBe(true);
      await theme.role("radio", { name: words.system }).click();
      await until(choice, null, "the system theme");
      await site.reload();
      await site.hydrated();
      expect(await choice()).toBe(null);
    });

    test("the language picker leads to the same page in Hebrew and back", tag, async ({ site }) => {
      await site.goto("/privacy");
      await site.hydrated();
      const picker = site.role("banner").css("details[data-language-picker]");
      await picker.css("summary").click();
      await until(() => picker.attribute("open"), "", "the picker to open");
      await picker.role("link", { name: he.nativeName }).click();
      await until(() => site.path(), "/he/privacy", "the Hebrew page");
      await site.hydrated();
      expect(
        await site.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual(["he", "rtl"]);
      expect(await site.role("heading", { level: 1 }).textContent()).toContain(he.privacy.title);
      await picker.css("summary").click();
      await picker.role("link", { name: en.nativeName }).click();
      await until(() => site.path(), "/privacy", "back in English");
      await site.hydrated();
      expect(await site.evaluate(() => document.documentElement.dir)).toBe("ltr");
    });

    test("the download page's copy buttons", tag, async ({ site }) => {
      await site.goto(siteFacts.downloadHref);
      await site.hydrated();
      // What the page asks the clipboard to hold (the browser still decides whether it may).
      await site.evaluate(() => {
        const clipboard = navigator.clipboard;
        const write = clipboard.writeText.bind(clipboard);
        const asked: string[] = ((window as unknown as { asked: string[] }).asked = []);
        clipboard.writeText = (text: string) => (asked.push(text), write(text));
      });
      const installer = installerList(release)[0]!;
      const words = en.verification;
      const copyWords = en.downloadChoice.copy;
      const card = site.role("region", {
        name: new RegExp(`^${words.installerTitles[installer.arch].title}`),
      });
      await card
        .role("button", {
          name: icu(words.installer.copyName, { file: installer.fileName }),
        })
        .click();
      await until(
        () => card.role("status").textContent(),
        icu(copyWords.copied, { what: words.installer.sha256 }),
        "the copied message",
      );
      const command = site.role("button", {
        name: icu(words.commands.copyCommandName, { file: installer.fileName }),
      });
      await command.click();
      await until(
        () => site.evaluate(() => (window as unknown as { asked: string[] }).asked),
        [installer.sha256, powershellCheck(installer.fileName, installer.sha256)],
        "both texts copied",
      );
    });

    for (const path of ["/", "/he/", siteFacts.downloadHref]) {
      test(`axe finds nothing on ${path}`, tag, async ({ site }) => {
        await site.goto(path);
        await site.hydrated();
        const violations = await axe(site);
        expect(violations, "axe violations").toEqual([]);
      });
    }
  });
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** Run axe-core in the page with the audit's configuration (a11y/axe.ts); one line per violation. */
async function axe(site: Site): Promise<string[]> {
  await site.driver.run(`(() => { ${axeSource}\n; return true })()`);
  return site.driver.run<string[]>(
    `axe.run(document, ${JSON.stringify({
      runOnly: { type: "tag", values: axeTags },
      resultTypes: ["violations"],
      rules: Object.fromEntries(Object.keys(ruleExclusions).map((id) => [id, { enabled: false }])),
    })}).then((r) => r.violations.map((v) => v.id + ": " + v.nodes.map((n) => n.target.join(" ")).join(", ")))`,
  );
}
