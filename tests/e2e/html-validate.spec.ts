import { readFileSync, readdirSync } from "node:fs";
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

/** Each HTML file of the build with the path it is served at (routes.json, else its clean path). */
function builtPages() {
  const routed = new Map(
    (
      JSON.parse(readFileSync(path.join(outDir, "routes.json"), "utf8")) as {
        pages: { path: string; file: string }[];
      }
    ).pages.map((page) => [page.file, page.path]),
  );
  return readdirSync(outDir)
    .filter((name) => name.endsWith(".html"))
    .map((name) => {
      if (name === "404.html") return { name, path: "/no-such-page", status: 404 };
      const clean = name === "index.html" ? "/" : `/${name.slice(0, -".html".length)}`;
      return { name, path: routed.get(name) ?? clean, status: 200 };
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
