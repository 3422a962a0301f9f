/**
 * The release notes page (/releases), its Atom feed and the download page's
 * winget command. One load per page: English for the content and the feed,
 * Hebrew for what the language changes (lang, dir, words, its own feed).
 * The feed's XML is checked against RFC 4287 by src/lib/releases-feed.test.ts;
 * axe scans both pages in the audit (a11y/scans.ts).
 */
import { test, expect, waitForHydration } from "./fixtures";
import { releases } from "../../src/content/release";
import { site, winget } from "../../src/content/site";
import en from "../../src/content/locales/en/releases";
import he from "../../src/content/locales/he/releases";
import enVerification from "../../src/content/locales/en/verification";

test.describe("release notes", () => {
  test("every release under its own anchor, with its date and notes, and the feed announced", async ({
    page,
  }) => {
    const current = releases[0]!;
    await page.goto(`/releases#${current.version}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.title);
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveCount(releases.length);
    for (const [index, release] of releases.entries()) {
      const heading = headings.nth(index);
      await expect(heading).toHaveAttribute("id", release.version);
      await expect(heading).toContainText(en.version.replace("{version}", release.version));
      const section = page.locator(`section[aria-labelledby="${release.version}"]`);
      await expect(section).toHaveAccessibleName(await heading.innerText());
      await expect(section.locator("time")).toHaveAttribute("datetime", release.releaseDate);
      const notes = (en.notes as Record<string, string[]>)[release.version]!;
      await expect(section.getByRole("listitem")).toHaveText(notes);
    }
    // /releases#1.4.2 is a working link: the heading is the target, on screen below the header.
    expect(await page.evaluate(() => document.querySelector(":target")?.id)).toBe(current.version);
    await expect(headings.first()).toBeInViewport();
    const top = await headings.first().evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(60); // not under the sticky header

    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(alternate).toHaveAttribute("title", en.feed.title);
    await expect(alternate).toHaveAttribute("href", /\/releases\.atom$/);
    await expect(page.getByRole("link", { name: en.feed.link })).toHaveAttribute(
      "href",
      "/releases.atom",
    );
    // Linked from the footer of every page.
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Release notes" }),
    ).toHaveAttribute("href", "/releases");

    const feed = await page.request.get("/releases.atom");
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(await feed.text()).toContain(`/releases#${current.version}</id>`);
  });

  test("in Hebrew: right to left, its words, its own feed", async ({ page }) => {
    await page.goto("/he/releases");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "he");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(he.title);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveAttribute(
      "id",
      releases[0]!.version,
    );
    await expect(
      page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
    ).toHaveAttribute("href", /\/he\/releases\.atom$/);
    await expect(page.getByRole("link", { name: he.feed.link })).toHaveAttribute(
      "href",
      "/he/releases.atom",
    );
    const feed = await page.request.get("/he/releases.atom");
    expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(await feed.text()).toContain('xml:lang="he"');
  });
});

test("the download page links to the notes and offers the winget command to copy", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(site.downloadHref);
  await waitForHydration(page);
  const version = releases[0]!.version;
  await expect(
    page.getByRole("link", { name: enVerification.releaseNotes.replace("{version}", version) }),
  ).toHaveAttribute("href", `/releases#${version}`);
  const region = page.getByRole("region", { name: enVerification.winget.title });
  const command = `winget install --id ${winget.packageIdentifier} -e`;
  await expect(region.locator("code")).toHaveText(command);
  const copy = region.getByRole("button", { name: enVerification.winget.copyCommandName });
  await copy.click();
  await expect(region.getByRole("status")).toHaveText("Command copied.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
});
