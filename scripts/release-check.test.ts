import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reportRelease } from "./release-check.js";
import { releaseHistoryPlaceholders, releasePlaceholders } from "../src/content/release";
import { expectedBadFields } from "./fixtures/release-all-wrong.js";

const root = path.resolve(import.meta.dirname, "..");
const run = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(root, "scripts/release-check.js"), ...args], {
    cwd: root,
    encoding: "utf8",
  });

describe("scripts/release-check.js (the build's first step)", () => {
  it("stops on a record with every field wrong, naming every field at once", () => {
    const { status, stderr } = run("scripts/fixtures/release-all-wrong.js");
    expect(status).toBe(1);
    const fields = [...stderr.matchAll(/^ {2}- ([\w.]+):/gm)].map((m) => m[1]);
    expect(fields).toEqual(expectedBadFields);
    expect(stderr).toContain("nothing was built");
  }, 30_000);

  it("passes the shipped record, with one warning listing its placeholders", () => {
    const { status, stderr } = run();
    expect(status).toBe(0);
    expect(stderr.match(/Warning/g) ?? []).toHaveLength(releasePlaceholders.length ? 1 : 0);
    for (const field of releaseHistoryPlaceholders) expect(stderr).toContain(field);
  }, 30_000);

  it("warns once, listing every placeholder, and lets the build go on", () => {
    const warnings: string[] = [];
    const log = { error: () => {}, warn: (text: string) => warnings.push(text) };
    const ok = reportRelease(
      { file: "release.ts", errors: [], placeholders: ["version", "installers.x64.sha256"] },
      log,
    );
    expect(ok).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/PLACEHOLDER.*version, installers\.x64\.sha256/s);
    expect(reportRelease({ file: "r", errors: [], placeholders: [] }, log)).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(
      reportRelease(
        { file: "r", errors: [{ field: "version", message: "bad" }], placeholders: [] },
        log,
      ),
    ).toBe(false);
  });
});
