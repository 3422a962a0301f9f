import vm from "node:vm";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { inlineScripts } from "./inline-scripts.js";

describe("the inline scripts", () => {
  it("are written without comments or indentation, and still parse as classic scripts", () => {
    for (const script of inlineScripts) {
      // A stripped comment marker inside a string or a trailing comment would break the syntax.
      expect(() => new vm.Script(script)).not.toThrow();
      expect(script).not.toMatch(/^\s|\/\/ |\/\*/m);
      expect(script).not.toMatch(/^export /m);
    }
  });

  it("run in a page and leave one global behind: the held input for the app (src/runtime/replay-input.ts)", () => {
    const { window } = new JSDOM(
      '<!doctype html><html><head><meta name="app-entry" content="/assets/index.js"></head><body></body></html>',
      { runScripts: "outside-only", pretendToBeVisual: true },
    );
    const before = new Set(Object.keys(window));
    for (const script of inlineScripts) window.eval(script);
    expect(Object.keys(window).filter((key) => !before.has(key))).toEqual(["__heldInput"]);
  });
});
