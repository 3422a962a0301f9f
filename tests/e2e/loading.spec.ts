import type { Page } from "@playwright/test";
import { test, expect, waitForHydration, wakeSection } from "./fixtures";
import { sectionIds } from "../../src/content/sections";

/**
 * The loading seam (decision 002, src/routes/home.tsx): what JavaScript the
 * landing page runs at start, what it fetches ahead (without running it),
 * and what each deferred section runs when it comes near. Chunks are
 * named after what they hold (vite.config.ts), so a file name without its
 * hash says which code arrived.
 */
interface Loaded {
  /** Chunk names run as scripts. */
  run: string[];
  /** Chunk names fetched ahead (prefetch): in the HTTP cache, not run. */
  fetched: string[];
  /** Script requests that went to the network rather than the HTTP cache. */
  fromNetwork: string[];
}

async function recordScripts(page: Page): Promise<Loaded> {
  const loaded: Loaded = { run: [], fetched: [], fromNetwork: [] };
  const chunk = (url: string) => /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1];
  page.on("request", (request) => {
    const name = chunk(request.url());
    if (name) (request.resourceType() === "fetch" ? loaded.fetched : loaded.run).push(name);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  cdp.on("Network.responseReceived", ({ type, response }) => {
    const name = chunk(response.url);
    if (name && type === "Script" && !response.fromDiskCache) loaded.fromNetwork.push(name);
  });
  return loaded;
}

const lazySections = [sectionIds.livePreview, sectionIds.seeItInAction, sectionIds.faq] as const;

test("start-up runs the shell and React only; the sections' code is fetched ahead, not run", async ({
  page,
}) => {
  const loaded = await recordScripts(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  // No react-aria at start: header, hero and footer use none (decision 002).
  // The entry (index) and the app's start-up (start) are evaluated in two tasks (decision 007).
  expect(loaded.run.toSorted()).toEqual(["index", "react", "rolldown-runtime", "start"]);
  // Each file once: react-aria is shared, not repeated in the sections' chunks.
  // Features is static: its code never loads for the prerendered page.
  await expect
    .poll(() => loaded.fetched.toSorted())
    .toEqual(
      [
        "live-preview",
        "react-aria",
        "section-heading",
        "see-it-in-action",
        // The parts of the product pictures (window, chips), which the slides share with the
        // hero's picture (a static part: its own chunk never loads with the prerendered page).
        "app-window",
        "download",
        "faq",
        // The FAQ's and the download section's shared ids (content/download.ts).
        "download",
        // The sections' words in the page's language (English here): the
        // catalogs of the three sections that load code (Features stays
        // static), the language's shared words and formatter (messages-en).
        "demo",
        "showcase",
        "download",
        "messages-en",
      ].toSorted(),
    );
  // Fetched, not run: every section still waits for its gate.
  for (const id of [...lazySections, sectionIds.download])
    await expect(page.locator(`[data-section="${id}"]`), id).not.toHaveAttribute(
      "data-interactive",
    );

  // Each section's code runs once it comes near (neighbours may come along),
  // with its words in the page's language (the catalog files are named after
  // their namespace: demo, showcase, download), read from the HTTP cache: the
  // network was asked once per file.
  for (const [id, chunks] of [
    [sectionIds.livePreview, ["live-preview", "react-aria", "section-heading", "demo"]],
    [sectionIds.seeItInAction, ["see-it-in-action", "app-window", "showcase"]],
    [sectionIds.faq, ["download", "faq"]],
  ] as const) {
    await wakeSection(page, id);
    expect(loaded.run, id).toEqual(expect.arrayContaining([...chunks]));
  }
  expect(loaded.fromNetwork.toSorted()).toEqual(["index", "react", "rolldown-runtime", "start"]);

  // Features is static: its prerendered HTML stays, its code never loads.
  await page.locator(`#${sectionIds.features}`).scrollIntoViewIfNeeded();
  await expect(page.locator(`[data-section="${sectionIds.features}"]`)).toHaveAttribute(
    "data-pending",
  );
  expect([...loaded.run, ...loaded.fetched]).not.toContain("features");
});

test("before the app has started, every section's code is fetched ahead in page order, and one the visitor scrolls to jumps the queue", async ({
  page,
}) => {
  const loaded = await recordScripts(page);
  // The app's start-up code never arrives: the page stays its prerendered
  // HTML, and only the entry (src/fetch-ahead.ts) can fetch ahead.
  await page.route(/\/assets\/start-[\w-]{8}\.js$/, () => {});
  // The demo's code never arrives either: the queue stops there, above the FAQ.
  await page.route(/\/assets\/live-preview-[\w-]{8}\.js$/, () => {});
  // The entry runs once it and its imports (React DOM) are in.
  const entry = Promise.all(
    [/\/assets\/index-[\w-]{8}\.js$/, /\/assets\/react-[\w-]{8}\.js$/].map((url) =>
      page.waitForResponse(url),
    ),
  );
  await page.goto("/");
  await entry;
  await expect.poll(() => loaded.fetched).toContain("live-preview");
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(loaded.fetched, "the FAQ waits for the sections above it").not.toContain("faq");
  await page.locator(`#${sectionIds.faq}`).scrollIntoViewIfNeeded();
  await expect.poll(() => loaded.fetched).toEqual(expect.arrayContaining(["faq", "download"]));
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
});

test("a tap while the section's code is on its way asks for no file a second time", async ({
  page,
}) => {
  const loaded = await recordScripts(page);
  // The demo's code takes its time: the entry has asked for it, the tap
  // comes before it arrives, and the inline loader (which fetches a tapped
  // section's files itself once the start-up code is in) waits for it too.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/live-preview-[\w-]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await expect.poll(() => loaded.fetched).toContain("live-preview");
  const next = page.getByRole("button", { name: "Next month" });
  await next.click();
  release();
  await expect(page.locator("#live-preview [role=grid]")).toHaveAttribute(
    "aria-label",
    "October 2025",
  );
  for (const name of ["live-preview", "react-aria", "demo", "messages-en"])
    expect(loaded.fetched.filter((chunk) => chunk === name).length, name).toBe(1);
});

test("while the start-up code downloads, the loader warms the page language's dates, lists and plurals", async ({
  page,
}) => {
  // Which services, in which locale, the page asks Intl for.
  await page.addInitScript(() => {
    const w = window as unknown as { __intl: string[] };
    w.__intl = [];
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of ["DateTimeFormat", "ListFormat", "PluralRules"]) {
      const Service = intl[name];
      if (!Service) continue;
      intl[name] = new Proxy(Service, {
        construct(target, args) {
          w.__intl.push(`${name} ${String(args[0])}`);
          return Reflect.construct(target, args) as object;
        },
      });
    }
  });
  // The start-up code never arrives: whatever is warmed, the loader warmed.
  await page.route(/\/assets\/start-[\w-]{8}\.js$/, () => {});
  await page.goto("/he/");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __intl: string[] }).__intl))
    .toEqual(expect.arrayContaining(["DateTimeFormat he", "ListFormat he", "PluralRules he"]));
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
});

test("every script the landing page runs asks Chromium to compile it while it downloads", async ({
  page,
}) => {
  // The compile hint (scripts/compile-hints-plugin.js) works only as the
  // file's first line.
  const bodies: Promise<[string, string]>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      bodies.push(response.text().then((text) => [new URL(response.url()).pathname, text]));
  });
  await page.goto("/");
  await waitForHydration(page);
  for (const id of lazySections) await wakeSection(page, id);
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(8);
  for (const [path, text] of scripts)
    expect(text.split("\n", 1)[0], path).toBe("//# allFunctionsCalledOnLoad");
});

test("a Hebrew page lists and fetches ahead its own language's words, and no other's", async ({
  page,
}) => {
  const loaded = await recordScripts(page);
  await page.goto("/he/");
  // The list in the page (scripts/section-chunks-plugin.js) names no other language's catalogs.
  const keys = await page
    .locator("#section-chunks")
    .textContent()
    .then((text) => Object.keys(JSON.parse(text ?? "{}") as Record<string, string[]>));
  const wordKeys = keys.filter((key) => key.includes(":"));
  expect(wordKeys.length).toBeGreaterThan(0);
  expect(wordKeys.filter((key) => !key.endsWith(":he"))).toEqual([]);

  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  await expect.poll(() => loaded.fetched).toContain("messages-he");
  expect(loaded.fetched.filter((name) => /^messages-(?!he$)/.test(name))).toEqual([]);
  // Every section's code and words then come from the HTTP cache.
  for (const id of lazySections) await wakeSection(page, id);
  expect(loaded.fromNetwork.toSorted()).toEqual(["index", "react", "rolldown-runtime", "start"]);
});
