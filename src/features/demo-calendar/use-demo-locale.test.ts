import { describe, expect, it } from "vitest";
import { visitorLocale } from "./use-visitor-locale";

describe("visitorLocale", () => {
  it("takes the first supported language", () => {
    expect(visitorLocale(["he-IL", "en-US"])).toBe("he-IL");
    expect(visitorLocale(["ja-JP-u-ca-japanese"])).toBe("ja-JP-u-ca-japanese");
  });
  it("skips invalid tags and returns null when nothing is usable", () => {
    expect(visitorLocale(["not a tag", "en-GB"])).toBe("en-GB");
    expect(visitorLocale([])).toBeNull();
  });
});
