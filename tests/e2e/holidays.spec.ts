/**
 * The holiday calendars page (/holidays) and its .ics files: one load per
 * page, English for the content and the files, Hebrew for what the language
 * changes (lang, dir, its own files). The files' iCalendar is checked event
 * by event against the demo's rules by src/features/holidays/holiday-ics.test.ts;
 * words.spec.ts reflows the page in every language (tests/e2e/routes.ts).
 */
import ICAL from "ical.js";
import { test, expect } from "./fixtures";
import { scan, summarize } from "../../a11y/axe";
import { HOLIDAY_CALENDARS, holidayYears } from "../../src/content/holiday-calendars";
import { icu } from "../icu";
import en from "../../src/content/locales/en/holidays";
import he from "../../src/content/locales/he/holidays";
import enDemo from "../../src/content/locales/en/demo";
import heCommon from "../../src/content/locales/he/common";

const pages = [
  { locale: "en", path: "/holidays", prefix: "", words: en, dir: "ltr" },
  { locale: "he", path: "/he/holidays", prefix: "/he", words: he, dir: "rtl" },
] as const;

for (const { locale, path, prefix, words, dir } of pages) {
  test(`${path}: each calendar with its Subscribe and Download links, axe clean, files served as text/calendar`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
    // The years the files hold are stated: the build's (this year's), one before, two after.
    const years = holidayYears(new Date().getFullYear());
    await expect(page.getByRole("main")).toContainText(
      icu(words.years, { first: String(years[0]), last: String(years.at(-1)) }),
    );
    for (const calendar of HOLIDAY_CALENDARS) {
      const section = page.getByRole("region", { name: words.calendars[calendar.id].name });
      const file = `${prefix}/calendars/${calendar.id}.ics`;
      await expect(section.getByRole("link", { name: words.download })).toHaveAttribute(
        "href",
        file,
      );
      await expect(section.getByRole("link", { name: words.subscribe })).toHaveAttribute(
        "href",
        new RegExp(`^webcal://[^/]+${file.replace(/[.]/g, "\\.")}$`),
      );
    }
    const howTo = page.getByRole("region", { name: words.howTo.title });
    for (const app of ["outlook", "google", "apple"] as const)
      await expect(howTo.getByText(words.howTo[app].steps)).toBeVisible();

    const { violations } = await scan(page);
    expect(summarize(violations)).toEqual([]);

    // One file per page: served as text/calendar, revalidated, a calendar ical.js reads.
    const id = locale === "en" ? "us-holidays" : "jewish-holidays";
    const response = await page.request.get(`${prefix}/calendars/${id}.ics`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("no-cache");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(words.calendars[id].name);
    const events = calendar.getAllSubcomponents("vevent");
    expect(events.length).toBe(HOLIDAY_CALENDARS.find((c) => c.id === id)!.events.length * 4);
    if (locale === "en")
      expect(events.map((e) => e.getFirstPropertyValue("summary"))).toContain(
        enDemo.events.thanksgiving,
      );
  });
}

test("linked from the footer and under the demo, in the page's language", async ({ request }) => {
  // The prerendered landing page: the footer's link, and the demo section's.
  const html = await (await request.get("/he/")).text();
  const demo = /<section id="live-preview"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  expect(demo).toMatch(/<a [^>]*href="\/he\/holidays"/);
  const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";
  expect(footer).toContain(
    `href="/he/holidays" data-discover="true">${heCommon.footer.links.holidays}<`,
  );
});
