import { describe, expect, it } from "vitest";
import { formatMegabytes, megabytesOf } from "./verification";

describe("sizes as Windows Explorer shows them", () => {
  // Explorer's Properties: "18.3 MB (19,293,184 bytes)": three significant
  // digits, cut, never rounded up (issue #33).
  it.each([
    [19_293_184, "18.3 MB"],
    [1_048_575, "0.99 MB"],
    [9_999_999, "9.53 MB"],
    [10_485_760, "10.0 MB"],
    [104_857_599, "99.9 MB"],
    [157_286_400, "150 MB"],
  ])("%i bytes are %s", (bytes, shown) => {
    expect(formatMegabytes(bytes)).toBe(shown);
  });

  it("gives a formatter the value and its decimals", () => {
    expect(megabytesOf(19_293_184)).toEqual({ value: 18.3, digits: 1 });
  });
});
