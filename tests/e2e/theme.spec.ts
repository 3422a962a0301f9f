import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";

const themeControl = (page: Page) => page.getByRole("group", { name: "Colour theme" });
const canvas = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

/**
 * Records the theme at the first moment the <body> exists, before any app
 * script or paint: if the stored choice is applied there, there is no flash.
 */
async function recordFirstPaintTheme(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      observer.disconnect();
      const root = document.documentElement;
      (window as unknown as { firstTheme: unknown }).firstTheme = {
        attribute: root.getAttribute("data-theme"),
        background: getComputedStyle(root).backgroundColor,
      };
    }).observe(document, { childList: true, subtree: true });
  });
}
const firstTheme = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { firstTheme: { attribute: string | null; background: string } })
        .firstTheme,
  );

test("system by default: follows the colour scheme, with System checked", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await waitForHydration(page);
  await expect(themeControl(page).getByRole("radio", { name: "System" })).toBeChecked();
  const dark = await canvas(page);
  await page.emulateMedia({ colorScheme: "light" });
  expect(await canvas(page)).not.toBe(dark);
});

test("a choice survives a reload and applies before first paint @mobile", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await recordFirstPaintTheme(page);
  await page.goto("/");
  await waitForHydration(page);
  const light = await canvas(page);
  await themeControl(page).getByRole("radio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const dark = await canvas(page);
  expect(dark).not.toBe(light);

  await page.reload();

  await waitForHydration(page);
  expect(await firstTheme(page)).toEqual({ attribute: "dark", background: dark });
  await expect(themeControl(page).getByRole("radio", { name: "Dark" })).toBeChecked();

  await page.goto("/privacy");

  await waitForHydration(page);
  expect(await firstTheme(page)).toEqual({ attribute: "dark", background: dark });

  await themeControl(page).getByRole("radio", { name: "System" }).click();
  await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  await page.reload();
  await waitForHydration(page);
  expect(await firstTheme(page)).toEqual({ attribute: null, background: light });
});

test("before hydration the switch shows the choice and a new one applies at once @mobile", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) localStorage.setItem("theme", "dark");
    sessionStorage.setItem("seeded", "1");
  });
  // Hold the app's entry module back: nothing but the inline head script runs.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]{8}\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not until "load": the held entry, once the loader adds it after first
  // paint, keeps the load event back for as long as it is held.
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const control = themeControl(page);
  await expect(control.getByRole("radio", { name: "Dark" })).toBeChecked();
  await control.getByRole("radio", { name: "Light" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

  release();
  await waitForHydration(page);
  await expect(control.getByRole("radio", { name: "Light" })).toBeChecked();
  await control.getByRole("radio", { name: "System" }).click();
  await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
  await page.reload();
  await waitForHydration(page);
  await expect(control.getByRole("radio", { name: "System" })).toBeChecked();
});

test("light chosen on a dark system stays light", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await recordFirstPaintTheme(page);
  await page.goto("/");
  await waitForHydration(page);
  await themeControl(page).getByRole("radio", { name: "Light" }).click();
  await page.reload();
  await waitForHydration(page);
  expect((await firstTheme(page)).attribute).toBe("light");
  await expect(themeControl(page).getByRole("radio", { name: "Light" })).toBeChecked();
});

test("a garbage stored value counts as System, with no error", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", '"><img src=x onerror=alert(1)>'));
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
  await expect(themeControl(page).getByRole("radio", { name: "System" })).toBeChecked();
});

test("storage that throws (private mode): no error, the choice still works for the page", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const deny = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    Storage.prototype.getItem = deny;
    Storage.prototype.setItem = deny;
    Storage.prototype.removeItem = deny;
  });
  await page.goto("/");
  await waitForHydration(page);
  await expect(themeControl(page).getByRole("radio", { name: "System" })).toBeChecked();
  await themeControl(page).getByRole("radio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(themeControl(page).getByRole("radio", { name: "Dark" })).toBeChecked();
});

test("the control works by keyboard", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await themeControl(page).getByRole("radio", { name: "System" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(themeControl(page).getByRole("radio", { name: "Dark" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
});

test("with JavaScript off the control is not shown and the system theme applies", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(themeControl(page)).toBeHidden();
  expect(await canvas(page)).toBe("rgb(10, 12, 22)");
  await context.close();
});

// The header reserves the switch's column before the switch has arrived
// (site-header.tsx, from the sizes in src/styles/app.css): it must be the
// switch's own width at every size, or the header moves as the page arrives.
// One load, resized in place (both widths come from CSS alone).
test("the header's reserved column is the switch's width at 320, 390 and 1280 px @mobile", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/");
  await waitForHydration(page);
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const control = themeControl(page);
    await expect(control).toBeVisible();
    const { switchWidth, column } = await control.evaluate((fieldset) => {
      const column = getComputedStyle(fieldset.parentElement!)
        .gridTemplateColumns.split(" ")
        .at(-1);
      // Its own width: a grid item stretches to its column, so measure it unstretched.
      fieldset.style.width = "max-content";
      const switchWidth = fieldset.getBoundingClientRect().width;
      fieldset.style.width = "";
      return { switchWidth, column };
    });
    expect(column, `a column in pixels at ${width} px`).toMatch(/^[\d.]+px$/);
    expect(switchWidth, `at ${width} px`).toBeCloseTo(parseFloat(column!), 1);
  }
});
