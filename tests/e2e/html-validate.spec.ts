import { readdirSync } from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import config from "../../.htmlvalidate.mjs";
import { test, expect } from "./fixtures";
import { rawGet } from "./http";
import { pages } from "./routes";

// Every HTML file of the build the server under test serves (OUT_DIR, as in
// playwright.config.ts), fetched as the production server sends it.
const outDir = path.resolve(import.meta.dirname, "../..", process.env.OUT_DIR ?? "dist");
const validator = new HtmlValidate(config);

function builtPages() {
  return readdirSync(outDir)
    .filter((name) => name.endsWith(".html"))
    .map((name) => {
      if (name === "404.html") return { name, path: "/no-such-page", status: 404 };
      const route = name === "index.html" ? "/" : `/${name.slice(0, -".html".length)}`;
      return { name, path: route, status: 200 };
    });
}

test.describe("html-validate", () => {
  test("every built page is valid HTML", async ({ baseURL }) => {
    const built = builtPages();
    // The build holds every page of the route table and the 404 page.
    expect(built.map((b) => b.path)).toEqual(
      expect.arrayContaining([...pages.map((p) => p.path), "/no-such-page"]),
    );
    const problems: string[] = [];
    for (const { name, path: urlPath, status } of built) {
      const response = await rawGet(baseURL!, urlPath);
      expect(response.status, urlPath).toBe(status);
      const report = await validator.validateString(response.body, name);
      for (const result of report.results) {
        for (const m of result.messages) {
          problems.push(
            `${name}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ""})`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
