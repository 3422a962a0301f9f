import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { entryLoader, inlineScripts, platformScript, themeScript } from "./inline-scripts.js";

describe("the inline scripts", () => {
  it("are written without comments or indentation, and still parse as classic scripts", () => {
    expect(inlineScripts).toEqual([themeScript, platformScript, entryLoader]);
    for (const script of inlineScripts) {
      // A stripped comment marker inside a string or a trailing comment would break the syntax.
      expect(() => new vm.Script(script)).not.toThrow();
      expect(script).not.toMatch(/^\s|\/\/ |\/\*/m);
      expect(script).not.toMatch(/^export /m);
    }
  });
});
