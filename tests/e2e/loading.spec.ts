import type { Page } from "@playwright/test";
import { test, expect, waitForHydration, wakeSection } from "./fixtures";
import { sectionIds } from "../../src/content/sections";

/**
 * The loading seam (decision 002, src/routes/home.tsx): what JavaScript the
 * landing page fetches at start, and what each deferred section fetches when
 * it comes near. Chunks are named after what they hold (vite.config.ts), so
 * a file name without its hash says which code arrived.
 */
async function recordScripts(page: Page): Promise<string[]> {
  const names: string[] = [];
  page.on("request", (request) => {
    const match = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) names.push(match[1]);
  });
  return names;
}

test("start-up loads the shell and React only; each section brings its own chunk", async ({
  page,
}) => {
  const scripts = await recordScripts(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  // No react-aria at start: header, hero and footer use none (decision 002).
  expect(scripts.toSorted()).toEqual(["index", "react", "rolldown-runtime"]);

  // Each section's chunk arrives once it comes near (neighbours may come along).
  for (const [id, chunks] of [
    [sectionIds.livePreview, ["live-preview", "react-aria", "section-heading"]],
    [sectionIds.seeItInAction, ["see-it-in-action"]],
    [sectionIds.faq, ["download", "faq"]],
  ] as const) {
    await wakeSection(page, id);
    expect(scripts, id).toEqual(expect.arrayContaining([...chunks]));
  }
  // Each file once: react-aria is shared, not repeated in the sections' chunks.
  expect(scripts.toSorted()).toEqual(
    [
      ...["index", "react", "rolldown-runtime"],
      ...["live-preview", "react-aria", "section-heading", "see-it-in-action", "download", "faq"],
    ].toSorted(),
  );

  // Features is static: its prerendered HTML stays, its code never loads.
  await page.locator(`#${sectionIds.features}`).scrollIntoViewIfNeeded();
  await expect(page.locator(`[data-section="${sectionIds.features}"]`)).toHaveAttribute(
    "data-pending",
  );
  expect(scripts).not.toContain("features");
});
