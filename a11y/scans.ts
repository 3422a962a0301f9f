import type { Page } from "@playwright/test";
import { faqItems, slides } from "../tests/e2e/copy";
import { sectionIds } from "../src/content/sections";
import { wakeSection } from "../tests/e2e/fixtures";
import { openFully } from "./pages";
import { inLocale, rtl, translations } from "../tests/e2e/locales";

export type Scheme = "light" | "dark";

/**
 * One scan of the audit: a route in a state, checked in the light and the
 * dark theme. A theme changes colours only (their pairs are unit-tested in
 * src/styles/tokens.test.ts): the dark theme is scanned once per page kind
 * and in every state of the landing page's sections, in English; the light
 * theme everywhere.
 */
export interface Scan {
  route: string;
  state: string;
  /**
   * Also run on the phone-sized project (playwright.config.ts, "mobile"), in
   * these themes.
   */
  mobile?: readonly Scheme[];
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
  schemes?: readonly Scheme[];
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

const light = ["light"] as const;
const both = ["light", "dark"] as const;

export const scans: readonly Scan[] = [
  // Before hydration: the same HTML and colours as hydrated, which is scanned dark.
  { route: "/", state: "prerendered, before hydration", prerendered: true, schemes: light },
  // The phone is Android: the landing and download pages show their "elsewhere"
  // variant there (and the phone layout), in both themes.
  { route: "/", state: "hydrated, every section woken", mobile: both },
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
  // The legal pages share one layout (dark on /privacy); the phone size is
  // scanned on the landing, download and 404 pages, where the layout changes most.
  { route: "/privacy", state: "hydrated" },
  { route: "/terms", state: "hydrated", schemes: light },
  { route: "/accessibility", state: "hydrated", schemes: light },
  // The release notes: in English, and mirrored in Hebrew (their own layout).
  { route: "/releases", state: "hydrated" },
  { route: "/he/releases", state: "hydrated", schemes: light },
  // The holiday calendars (/holidays, /he/holidays): scanned once each, in
  // the light theme, by tests/e2e/holidays.spec.ts.
  // The desktop project is Windows, the phone Android: each sees its variant.
  { route: "/verification.html", state: "hydrated", mobile: both },
  { route: notFoundPath, state: "hydrated (Not Found page)", mobile: light },
  // Every translation, every section woken, at one size and in the light
  // theme: the landing and download pages (a legal page too in Hebrew). What
  // a language changes is its words (names, labels, lang) and direction; a
  // theme's colours and the phone layout do not change with them, and are
  // scanned in English. Every page is scanned in English, and
  // tests/e2e/words.spec.ts reflows every translated page at 320 px and 200 %
  // text.
  ...translations.flatMap((locale) =>
    ["/", "/verification.html", ...(rtl.has(locale) ? ["/privacy"] : [])].map((route): Scan => ({
      route: inLocale(locale, route),
      state: "hydrated, every section woken",
      schemes: light,
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
