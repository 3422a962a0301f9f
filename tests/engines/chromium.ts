import type { ElementHandle, PlaywrightWorkerArgs } from "@playwright/test";
import { chromiumLaunchOptions } from "../../scripts/chromium.js";
import type { Session } from "./session";

/** Debian's Chromium through Playwright, launched as the end-to-end tests launch it. */
export async function chromiumSession(
  playwright: PlaywrightWorkerArgs["playwright"],
): Promise<Session> {
  const browser = await playwright.chromium.launch(chromiumLaunchOptions);
  return {
    version: Promise.resolve(`chromium/${browser.version()}`),
    async open(baseURL) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning")
          problems.push(`console.${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      await page.addInitScript(recordViolations);
      return {
        driver: {
          name: "chromium",
          goto: async (path) => void (await page.goto(path)),
          reload: async () => void (await page.reload()),
          resize: (width, height) => page.setViewportSize({ width, height }),
          run: (expression) => page.evaluate(expression),
          element: async (expression) => (await page.evaluateHandle(expression)).asElement(),
          click: (element) => (element as ElementHandle).click(),
          press: (key) => page.keyboard.press(key),
          problems: async () => problems,
        },
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

/** Before any page script: a CSP violation becomes a console error, in every engine. */
export function recordViolations() {
  document.addEventListener("securitypolicyviolation", (event) => {
    console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
  });
}
