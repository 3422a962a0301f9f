import puppeteer, { type ElementHandle, type KeyInput } from "puppeteer-core";
import type { Driver } from "./adapter";
import { recordViolations } from "./chromium";
import type { Session } from "./session";

export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/**
 * Debian's Firefox ESR, headless, through puppeteer-core over WebDriver
 * BiDi: console messages and page errors arrive as events. Overlay
 * scrollbars, as on phones and by default on macOS and Windows 11: with
 * GTK's classic scrollbar a 390 px window lays pages out 378 px wide.
 */
export async function firefoxSession(): Promise<Session> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: { "ui.useOverlayScrollbars": 1 },
  });
  return {
    version: browser.version(),
    async open(baseURL) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (message) => {
        const type = message.type();
        if (type === "error" || type === "warn")
          problems.push(`console.${type === "warn" ? "warning" : type}: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${String(error)}`));
      await page.evaluateOnNewDocument(recordViolations);
      const driver: Driver = {
        name: "firefox",
        goto: async (path) => void (await page.goto(new URL(path, baseURL).href)),
        reload: async () => void (await page.reload()),
        resize: (width, height) => page.setViewport({ width, height }),
        run: (expression) => page.evaluate(expression) as Promise<never>,
        element: async (expression) => (await page.evaluateHandle(expression)).asElement(),
        click: (element) => (element as ElementHandle).click(),
        press: async (key) => {
          const keys = key.split("+") as KeyInput[];
          const main = keys.pop()!;
          for (const modifier of keys) await page.keyboard.down(modifier);
          await page.keyboard.press(main);
          for (const modifier of keys.reverse()) await page.keyboard.up(modifier);
        },
        problems: async () => problems,
      };
      return { driver, close: () => context.close() };
    },
    close: () => browser.close(),
  };
}
