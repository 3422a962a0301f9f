// @vitest-environment node
import { describe, expect, it } from "vitest";
import { compileHint, withCompileHint } from "./compile-hints-plugin.js";

describe("withCompileHint", () => {
  it("puts the hint on the first line, above anything else in the chunk", () => {
    const code = 'const __vite__mapDeps=(i)=>i;import"./a.js";';
    expect(withCompileHint(code, undefined).code.split("\n")).toEqual([compileHint, code]);
  });

  it("moves the source map down one line, and keeps the rest of it", () => {
    const map = JSON.stringify({ version: 3, sources: ["a.ts"], mappings: "AAAA,CAAC;AACD" });
    const moved = JSON.parse(withCompileHint("a();\nb();", map).map ?? "null");
    expect(moved).toEqual({ version: 3, sources: ["a.ts"], mappings: ";AAAA,CAAC;AACD" });
  });

  it("adds nothing to a chunk that has it already (a second build step)", () => {
    const once = withCompileHint("a();", '{"mappings":"AAAA"}');
    expect(withCompileHint(once.code, once.map)).toEqual(once);
  });
});
