import { describe, expect, it } from "vitest";
import { compileHint, withCompileHint } from "./compile-hints-plugin.js";

describe("withCompileHint", () => {
  it("puts the hint on the first line, above anything else in the chunk", () => {
    const code = 'const __vite__mapDeps=(i)=>i;import"./a.js";';
    expect(withCompileHint(code).split("\n")).toEqual([compileHint, code]);
  });

  it("adds nothing to a chunk that has it already (a second build step)", () => {
    const once = withCompileHint("a();");
    expect(withCompileHint(once)).toBe(once);
  });
});
