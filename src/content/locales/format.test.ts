import { describe, expect, it } from "vitest";
import { createFormatter } from "./format";

describe("createFormatter", () => {
  // Each Intl object is made once per set of options: calls with other
  // options must not get one made for the first.
  it("keeps each list type apart", () => {
    const f = createFormatter("en");
    expect(f.list(["a", "b", "c"])).toBe("a, b, and c");
    expect(f.list(["a", "b", "c"], "disjunction")).toBe("a, b, or c");
    expect(f.list(["a", "b", "c"])).toBe("a, b, and c");
  });

  it("keeps each number style apart", () => {
    const f = createFormatter("en");
    expect(f.unit(50, "megabyte")).toBe("50 MB");
    expect(f.currency(0, "USD")).toBe("$0.00");
    expect(f.currency(0, "EUR")).toBe("€0.00");
    expect(f.unit(50, "megabyte")).toBe("50 MB");
    expect(f.number(1234.5)).toBe("1,234.5");
  });

  it("keeps each language apart", () => {
    expect(createFormatter("he").list(["א", "ב"])).toBe("א וב");
    expect(createFormatter("en").list(["a", "b"])).toBe("a and b");
    expect(createFormatter("de").region("IL")).toBe("Israel");
    expect(createFormatter("fr").region("DE")).toBe("Allemagne");
  });

  it("lists names in Japanese with 、, not a bare space (the processors: x64、ARM64)", () => {
    expect(createFormatter("ja").list(["x64", "ARM64"], "unit")).toBe("x64、ARM64");
    expect(createFormatter("en").list(["x64", "ARM64"], "unit")).toBe("x64, ARM64");
    expect(createFormatter("de").list(["x64", "ARM64"], "unit")).toBe("x64, ARM64");
  });
});
