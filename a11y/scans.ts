import type { Page } from "@playwright/test";
import { faqItems, slides } from "../tests/e2e/copy";
import { sectionIds } from "../src/content/sections";
import { wakeSection } from "../tests/e2e/fixtures";
import { openFully } from "./pages";
import { inLocale, rtl, translations, unspaced } from "../tests/e2e/locales";

/** One scan of the audit: a route in a state, checked in the light and the dark theme. */
export interface Scan {
  route: string;
  state: string;
  /** Also run on the phone-sized project (playwright.config.ts, "mobile"). */
  mobile?: boolean;
  /**
   * The prerendered page, as it is before hydration (and with JavaScript
   * off): the app's scripts answer empty. (axe itself needs JavaScript.)
   */
  prerendered?: true;
  /** Bring the page into the state; by default open it and wake every section. */
  open?: (page: Page) => Promise<void>;
  /** Scan only this part: the rest of the page is the same as in the route's first state. */
  include?: string;
  /** The themes to scan it in (default both). */
  schemes?: readonly ("light" | "dark")[];
  /** Further states reached from this one, each scanned in turn (one page load for all). */
  then?: readonly { state: string; go: (page: Page) => Promise<void> }[];
}

const demo = `#${sectionIds.livePreview}`;
const carousel = `#${sectionIds.seeItInAction}`;

async function openDemo(page: Page) {
  await page.goto("/");
  await wakeSection(page, sectionIds.livePreview);
}

async function showView(page: Page, view: "Week" | "Year") {
  await page.locator(demo).getByRole("tab", { name: view }).click();
  await page.locator(demo).getByRole("tabpanel", { name: view }).waitFor();
}

async function showSlide(page: Page, index: number) {
  const slide = slides[index]!;
  await page.getByRole("tab", { name: `Slide ${index + 1}: ${slide.title}` }).click();
  await page
    .locator(`${carousel} [role="tabpanel"][data-current]`)
    .getByText(slide.title)
    .waitFor();
}

export const notFoundPath = "/no-such-page";

export const scans: readonly Scan[] = [
  { route: "/", state: "prerendered, before hydration", prerendered: true },
  { route: "/", state: "hydrated, every section woken", mobile: true },
  {
    route: "/",
    state: "demo: next month, a day selected",
    include: demo,
    async open(page) {
      await openDemo(page);
      await page.locator(demo).getByRole("button", { name: "Next month" }).click();
      await page.locator(`${demo} [data-day-key="2025-10-1"]:not([data-outside-month])`).click();
      await page.locator(demo).getByRole("complementary").getByText("World Coffee Day").waitFor();
    },
  },
  {
    route: "/",
    state: "demo: Week view",
    include: demo,
    async open(page) {
      await openDemo(page);
      await showView(page, "Week");
    },
    then: [{ state: "demo: Year view", go: (page) => showView(page, "Year") }],
  },
  {
    route: "/",
    state: "carousel: slide 2",
    include: carousel,
    async open(page) {
      await page.goto("/");
      await wakeSection(page, sectionIds.seeItInAction);
      await showSlide(page, 1);
    },
    then: [2, 3].map((index) => ({
      state: `carousel: slide ${index + 1}`,
      go: (page: Page) => showSlide(page, index),
    })),
  },
  {
    route: "/",
    state: "FAQ: every answer open",
    include: `#${sectionIds.faq}`,
    async open(page) {
      await page.goto("/");
      await wakeSection(page, sectionIds.faq);
      for (const item of faqItems) {
        await page.getByRole("button", { name: item.question }).click();
        await page.getByText(item.answer).waitFor();
      }
    },
  },
  // The legal pages share one layout; the phone size is scanned on the landing,
  // download and 404 pages (and in Hebrew), where the layout changes most.
  { route: "/privacy", state: "hydrated" },
  { route: "/terms", state: "hydrated" },
  { route: "/accessibility", state: "hydrated" },
  // The release notes: in English, and mirrored in Hebrew (their own layout).
  { route: "/releases", state: "hydrated" },
  { route: "/he/releases", state: "hydrated" },
  // The holiday calendars (/holidays, /he/holidays): scanned once each, in
  // the light theme, by tests/e2e/holidays.spec.ts.
  // The desktop project is Windows, the phone Android: each sees its variant.
  { route: "/verification.html", state: "hydrated", mobile: true },
  { route: notFoundPath, state: "hydrated (Not Found page)", mobile: true },
  // Every translation, every section woken, at one size: the landing and
  // download pages (a legal page too in Hebrew). What a language changes is
  // its words and direction; every page is scanned in English, and
  // tests/e2e/words.spec.ts reflows every translated page at 320 px and 200 %
  // text. Hebrew's landing and download pages, and the landing page of a
  // language without spaces (Japanese), are scanned at the phone size too: the
  // direction, or breaking lines by phrase, changes the phone layout.
  ...translations.flatMap((locale) =>
    ["/", "/verification.html", ...(rtl.has(locale) ? ["/privacy"] : [])].map((route): Scan => ({
      route: inLocale(locale, route),
      mobile: route !== "/privacy" && (rtl.has(locale) || (unspaced.has(locale) && route === "/")),
      state: "hydrated, every section woken",
      // A theme's colours do not change with the words: the dark theme is
      // scanned in English and, for its mirrored layout, in Hebrew.
      schemes: rtl.has(locale) ? ["light", "dark"] : ["light"],
    })),
  ),
];

/** Open the page in the scan's state. */
export async function openScan(page: Page, scan: Scan): Promise<void> {
  if (scan.open) return scan.open(page);
  if (!scan.prerendered) return openFully(page, scan.route);
  await page.route("**/assets/**/*.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
  await page.goto(scan.route);
}
