import { HtmlValidate } from "html-validate";
import config from "../../.htmlvalidate.mjs";
import { test, expect } from "./fixtures";
import { rawGet } from "./http";
import { pages } from "./routes";

// Every prerendered page, as the production server sends it, and the 404 page.
const validator = new HtmlValidate(config);
const targets = [
  ...pages.map(({ path }) => ({ path, status: 200 })),
  { path: "/no-such-page", status: 404 },
];

test.describe("html-validate", () => {
  for (const { path, status } of targets) {
    test(`${path} is valid HTML`, async ({ baseURL }) => {
      const response = await rawGet(baseURL!, path);
      expect(response.status).toBe(status);
      const report = await validator.validateString(response.body, path);
      const messages = report.results.flatMap((result) =>
        result.messages.map(
          (m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ""})`,
        ),
      );
      expect(messages).toEqual([]);
      expect(report.valid).toBe(true);
    });
  }
});
