import type { Page } from "@playwright/test";
import { test, expect, waitForHydration, wakeSection } from "./fixtures";
import { sectionIds } from "../../src/content/sections";

/**
 * The loading seam (decision 002, src/routes/home.tsx): what JavaScript the
 * landing page runs at start, and what each deferred section runs when it
 * comes near. Chunks are named after what they hold (vite.config.ts), so a
 * file name without its hash says which code arrived.
 */
interface Loaded {
  /** Chunk names requested, in order. */
  run: string[];
  /** Their URLs. */
  urls: string[];
}

function recordScripts(page: Page): Loaded {
  const loaded: Loaded = { run: [], urls: [] };
  page.on("request", (request) => {
    const name = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (!name) return;
    loaded.run.push(name);
    loaded.urls.push(request.url());
  });
  return loaded;
}

const lazySections = [sectionIds.livePreview, sectionIds.seeItInAction, sectionIds.faq] as const;

test("start-up runs the shell and React only; each section's code runs once it comes near", async ({
  page,
}) => {
  const loaded = recordScripts(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  // No react-aria at start: header, hero and footer use none (decision 002).
  // No section is near the first screen: none has loaded.
  expect(loaded.run.toSorted()).toEqual(["index", "react", "rolldown-runtime"]);
  for (const id of [...lazySections, sectionIds.download])
    await expect(page.locator(`[data-section="${id}"]`), id).toHaveAttribute("data-pending");

  // Each section's code runs once it comes near (neighbours may come along),
  // with its words in the page's language (the catalog files are named after
  // their namespace: demo, showcase, download). Each file once.
  for (const [id, chunks] of [
    [sectionIds.livePreview, ["live-preview", "react-aria", "section-heading", "demo"]],
    [sectionIds.seeItInAction, ["see-it-in-action", "app-window", "showcase"]],
    [sectionIds.faq, ["download", "faq"]],
  ] as const) {
    await wakeSection(page, id);
    expect(loaded.run, id).toEqual(expect.arrayContaining([...chunks]));
  }
  expect(new Set(loaded.urls).size, loaded.run.join(" ")).toBe(loaded.urls.length);

  // Features is static: its prerendered HTML stays, its code never loads.
  await page.locator(`#${sectionIds.features}`).scrollIntoViewIfNeeded();
  await expect(page.locator(`[data-section="${sectionIds.features}"]`)).toHaveAttribute(
    "data-pending",
  );
  expect(loaded.run).not.toContain("features");
});

test("a tap while the section's code is on its way asks for no file a second time", async ({
  page,
}) => {
  const loaded = recordScripts(page);
  // The demo's code takes its time: the section has asked for it when it
  // came near, and the tap comes before it arrives.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/live-preview-[\w-]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await waitForHydration(page);
  const next = page.getByRole("button", { name: "Next month" });
  await next.scrollIntoViewIfNeeded();
  await expect.poll(() => loaded.run).toContain("live-preview");
  await next.click();
  release();
  await expect(page.locator("#live-preview [role=grid]")).toHaveAttribute(
    "aria-label",
    "October 2025",
  );
  for (const name of ["live-preview", "react-aria", "demo"])
    expect(loaded.run.filter((chunk) => chunk === name).length, name).toBe(1);
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

test("a Hebrew page loads its own language's words, and no other's", async ({ page }) => {
  const loaded = recordScripts(page);
  await page.goto("/he/");
  await waitForHydration(page);
  for (const id of lazySections) await wakeSection(page, id);
  await page.waitForLoadState("networkidle");
  // One file per namespace: each language has its own (src/content/locales/<tag>/).
  for (const words of ["demo", "showcase"])
    expect(
      loaded.run.filter((name) => name === words),
      words,
    ).toHaveLength(1);
  expect(loaded.run.filter((name) => /^messages-(?!he$)/.test(name))).toEqual([]);
});
