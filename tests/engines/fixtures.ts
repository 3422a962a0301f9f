import { test as base, expect } from "@playwright/test";
import { Site, type EngineName } from "./adapter";
import { chromiumSession } from "./chromium";
import { firefoxSession } from "./firefox";
import type { Session } from "./session";
import { webkitSession } from "./webkit";

export { expect };

interface TestFixtures {
  /** The page's width in CSS pixels (the height follows: a phone's or a laptop's). */
  width: number;
  /** Console messages a test expects (e.g. the 404 status of a 404 page). */
  allowedConsole: RegExp[];
  site: Site;
}
interface WorkerFixtures {
  engine: EngineName;
  session: Session;
}

/**
 * `site` is a fresh page in the project's engine, at `width`. Every test
 * fails on a console error or warning, a page error or a CSP violation.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ["chromium", { option: true, scope: "worker" }],
  session: [
    async ({ engine, playwright }, use) => {
      const session =
        engine === "firefox"
          ? await firefoxSession()
          : engine === "webkit"
            ? await webkitSession()
            : await chromiumSession(playwright);
      await use(session);
      await session.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  width: [1280, { option: true }],
  allowedConsole: [[], { option: true }],
  site: [
    async ({ session, width, allowedConsole, baseURL }, use) => {
      const { driver, close } = await session.open(baseURL!);
      await driver.resize(width, width < 600 ? 844 : 800);
      await use(new Site(driver, width));
      const problems = (await driver.problems()).filter(
        (line) => !allowedConsole.some((pattern) => pattern.test(line)),
      );
      await close();
      expect(problems, "console errors or warnings, page errors, CSP violations").toEqual([]);
    },
    { scope: "test" },
  ],
});
