import net from "node:net";
import { brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, wakeSection } from "./fixtures";
import { sectionIds } from "../../src/content/sections";
import { inLocale, locales } from "./locales";
import { pages } from "./routes";

/*
 * Issue #8: the first screen in the first round trip (docs/decisions/008-first-paint.md).
 * Each page ends its first screen with the site-stylesheet link; the CSS
 * before it is the inline critical CSS (beasties).
 */

/** One TCP initial window: 10 segments of 1,460 bytes (14 KB, issue #8). */
const initialWindow = 14 * 1024;
const fold = "link[data-site-stylesheet]";

/**
 * The first `limit` bytes of the response as they come over the wire
 * (status line, headers and compressed body): what a visitor has when the
 * connection stalls after the first round trip.
 */
function firstBytes(baseURL: string, path: string, encoding: string, limit: number) {
  const url = new URL(baseURL);
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const socket = net.connect({ host: url.hostname, port: Number(url.port) }, () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`,
      ),
    );
    const done = () => resolve(Buffer.concat(chunks).subarray(0, limit));
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= limit) {
        socket.destroy();
        done();
      }
    });
    socket.on("close", done);
    socket.on("error", reject);
  });
}

/** The HTML a browser can read from a truncated compressed response. */
function readable(response: Buffer, encoding: "br" | "gzip") {
  const end = response.indexOf("\r\n\r\n");
  const head = response.subarray(0, end).toString("latin1");
  expect(head, "the page comes compressed").toMatch(
    new RegExp(`content-encoding: ${encoding}`, "i"),
  );
  const body = response.subarray(end + 4);
  const html =
    encoding === "br"
      ? brotliDecompressSync(body, { finishFlush: constants.BROTLI_OPERATION_FLUSH })
      : gunzipSync(body, { finishFlush: constants.Z_SYNC_FLUSH });
  return html.toString("utf8");
}

test.describe("the first screen arrives in the first 14 KB", () => {
  // Every page in every language: the longer translations are the closest to the line.
  for (const { path: englishPath } of pages) {
    test(englishPath, async ({ baseURL }) => {
      // /getCalendar is an English alias only.
      const paths =
        englishPath === "/getCalendar"
          ? [englishPath]
          : locales.map((locale) => inLocale(locale, englishPath));
      for (const path of paths)
        for (const encoding of ["br", "gzip"] as const) {
          const html = readable(
            await firstBytes(baseURL!, path, encoding, initialWindow),
            encoding,
          );
          const end = html.search(
            /<link rel="stylesheet" href="[^"]+"[^>]* data-site-stylesheet=""/,
          );
          expect(
            end,
            `${path} (${encoding}): the end of the first screen within 14 KB`,
          ).toBeGreaterThan(0);
          const firstScreen = html.slice(0, end);
          expect(firstScreen).toMatch(/<h1[\s>]/);
          // Nothing before it blocks rendering: no stylesheet, no classic external script, no @import.
          expect(firstScreen, "a stylesheet before the first screen's end").not.toMatch(
            /<link[^>]+rel="stylesheet"/,
          );
          expect(firstScreen, "an external script before the first screen's end").not.toMatch(
            /<script[^>]+src=/,
          );
          expect(firstScreen).not.toMatch(/@import/);
        }
    });
  }
});

/** Boxes and the styles that show of every element before the fold, by document order. */
const firstScreen = (page: Page) =>
  page.locator(fold).evaluate((end) => {
    const shown = [
      "display",
      "visibility",
      "opacity",
      "position",
      "color",
      "background-color",
      "background-image",
      "font-family",
      "font-size",
      "font-weight",
      "line-height",
      "text-align",
      "border-top-width",
      "border-bottom-width",
      "border-top-color",
      "border-radius",
      "padding-inline-start",
      "padding-top",
      "box-shadow",
      "fill",
      "stroke",
      "stroke-width",
    ];
    const round = (n: number) => Math.round(n * 2) / 2;
    const elements = [...document.body.querySelectorAll("*")].filter(
      // Before the fold; its ancestors grow with what follows it.
      (element) =>
        element.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING &&
        !element.contains(end),
    );
    return elements.map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const name = `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""} "${(element.textContent ?? "").trim().slice(0, 30)}"`;
      return {
        name,
        box: [box.x, box.y, box.width, box.height].map(round).join(" "),
        style: shown.map((property) => `${property}: ${style.getPropertyValue(property)}`),
      };
    });
  });

/**
 * The page as first painted: the inline scripts run, the modules (which come
 * after the first paint) are held back; then again with the site stylesheet
 * failing to load.
 */
test.describe("the inline CSS styles the whole first screen (the stylesheet failing changes nothing there)", () => {
  test.use({ allowedConsole: [/Failed to load resource/] });
  const cases = [
    ...pages
      .filter((p) => p.path !== "/getCalendar")
      .map((p) => ({ path: p.path, scheme: "light" as const })),
    { path: "/", scheme: "dark" as const },
    { path: "/", scheme: "forced-colors" as const },
  ];
  for (const { path, scheme } of cases) {
    test(`${path} ${scheme} @mobile`, async ({ page }, testInfo) => {
      test.skip(
        testInfo.project.name === "mobile" && path !== "/",
        "the phone checks the landing page",
      );
      await page.emulateMedia(
        scheme === "forced-colors" ? { forcedColors: "active" } : { colorScheme: scheme },
      );
      await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
      await page.goto(path);
      const served = await firstScreen(page);
      let failedRequests = 0;
      await page.route(/\/assets\/.+\.css$/, (route) => {
        failedRequests++;
        return route.abort();
      });
      await page.reload();
      await expect(page.locator(fold)).toHaveCount(1);
      expect(failedRequests, "the stylesheet failed").toBeGreaterThan(0);
      const failed = await firstScreen(page);
      expect(served.length, "elements before the fold").toBeGreaterThan(10);
      expect(failed.map((e) => e.name)).toEqual(served.map((e) => e.name));
      const differ = served.filter(
        (element, index) => JSON.stringify(element) !== JSON.stringify(failed[index]),
      );
      const first = differ[0];
      expect(
        first && failed[served.indexOf(first)],
        `${differ.length} elements differ: ${differ.map((e) => e.name).join("; ")}`,
      ).toEqual(first);
    });
  }
});

/*
 * A slow phone connection (Lighthouse's: 150 ms, 1.6 Mbit/s) and a visitor
 * who scrolls fast while the document and its stylesheet arrive: nothing
 * already painted moves, from the first frame on. The modules are held back:
 * this is the document's own layout; what hydration changes is checked by the
 * specs of each section.
 */
test.describe("the document arriving", () => {
  test.use({ allowedConsole: [/Failed to load resource/] });
  test("no layout shift while the page arrives slowly and the visitor scrolls fast @mobile", async ({
    page,
  }) => {
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          for (const source of entry.sources ?? []) {
            const node = source.node as Element | undefined;
            const box = (rect: DOMRectReadOnly) =>
              `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
            shifts.push(
              `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${node?.nodeName} "${node?.textContent?.trim().slice(0, 40)}" ${box(source.previousRect)} -> ${box(source.currentRect)}`,
            );
          }
          if (!entry.sources?.length) shifts.push(`${entry.value.toFixed(4)}: no source`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const loaded = page.goto("/", { waitUntil: "load" });
    let done = false;
    void loaded.finally(() => (done = true));
    while (!done) {
      await page.evaluate(() => window.scrollBy(0, 600)).catch(() => undefined);
      await page.waitForTimeout(100);
    }
    await loaded;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
    expect(shifts, shifts.join("\n")).toEqual([]);
  });
});

/*
 * The site stylesheet across a client-side navigation: the page's own link
 * leaves with the page, so a copy goes into the head as it leaves (and
 * applies in the same task: no frame goes unstyled). Not before: see the
 * next test.
 */
test("the site stylesheet applies once at start-up and in every frame of a client-side navigation", async ({
  page,
}) => {
  // In the page: how many copies of the site stylesheet apply now.
  await page.addInitScript(() => {
    (window as unknown as { activeSiteSheets: () => number }).activeSiteSheets = () =>
      [...document.styleSheets].filter(
        (sheet) =>
          sheet.href?.includes("/assets/index-") &&
          !sheet.disabled &&
          (!sheet.media.mediaText || matchMedia(sheet.media.mediaText).matches),
      ).length;
  });
  type Probe = { activeSiteSheets: () => number; frames_: number[] };
  const activeCopies = () => page.evaluate(() => (window as unknown as Probe).activeSiteSheets());
  await page.goto("/");
  await waitForHydration(page);
  expect(await activeCopies()).toBe(1);

  // Sample every frame from the click until the new page shows.
  await page.evaluate(() => {
    const probe = window as unknown as Probe;
    probe.frames_ = [];
    const sample = () => {
      probe.frames_.push(probe.activeSiteSheets());
      if (probe.frames_.length < 120) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await page.waitForTimeout(500);
  const frames = await page.evaluate(() => (window as unknown as Probe).frames_);
  expect(frames.length).toBeGreaterThan(5);
  expect(
    frames.every((count) => count >= 1),
    frames.join(" "),
  ).toBe(true);
  // The new page's footer has the full stylesheet's layout (not only the inline CSS of "/").
  expect(await activeCopies()).toBeGreaterThanOrEqual(1);
});

/*
 * While the page's own link applies, no second copy of the site stylesheet
 * waits in the head, not even a dormant one (`media="not all"`): with one
 * there, every <link> added to the head later (the module preloads of each
 * section's code as it wakes) made Chromium register the sheet's @property
 * rules again and restyle and lay out the whole page, a long task on a slow
 * phone each time (docs/bench-log.md, 26 Nov 2026, eleventh look).
 */
test("a link added to the head later restyles nothing", async ({ page, browser }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.locator("link[data-site-stylesheet]")).toHaveCount(1);
  await browser.startTracing(page, { categories: ["devtools.timeline"] });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const link = document.createElement("link");
        link.rel = "prefetch";
        link.href = "/favicon.svg";
        document.head.append(link);
        // Two frames: the style update that the insertion asks for has run.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; args?: { elementCount?: number } }[];
  };
  const restyled = trace.traceEvents
    .filter((event) => event.name === "UpdateLayoutTree")
    .map((event) => event.args?.elementCount ?? 0);
  // A full restyle counts the page's elements (about 580); a few changes, a few.
  expect(Math.max(0, ...restyled), restyled.join(" ")).toBeLessThan(100);
});

test("a section hydrating adds no style sheet (a new one restyles and lays out the whole page)", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => {
    const added: string[] = [];
    (window as unknown as { sheetsAdded: string[] }).sheetsAdded = added;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof HTMLStyleElement ||
            (node instanceof HTMLLinkElement && node.rel === "stylesheet")
          )
            added.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  // Each kind of control: react-aria's buttons (the demo), tabs and slides (the carousel).
  await wakeSection(page, sectionIds.livePreview);
  await wakeSection(page, sectionIds.seeItInAction);
  expect(
    await page.evaluate(() => (window as unknown as { sheetsAdded: string[] }).sheetsAdded),
  ).toEqual([]);
});
