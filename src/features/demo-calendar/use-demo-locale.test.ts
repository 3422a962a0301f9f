import { describe, expect, it } from "vitest";
import { demoLocale } from "./use-demo-locale";

describe("demoLocale", () => {
  it("keeps the page's language and takes the visitor's region", () => {
    // An English page in an Israeli browser stays English (Sunday first, as in Israel).
    expect(demoLocale("en", ["he-IL", "en-US"])).toBe("en-IL");
    expect(demoLocale("he", ["en-US"])).toBe("he-US");
    expect(demoLocale("de", ["fr"])).toBe("de-FR");
  });

  it("keeps the visitor's own variant of the page's language", () => {
    expect(demoLocale("en", ["en-GB"])).toBe("en-GB");
    expect(demoLocale("de", ["de-AT", "en"])).toBe("de-AT");
  });

  it("keeps the page's locale when the visitor's is its default region", () => {
    // The same formats and week as the page's: nothing to render again.
    expect(demoLocale("en", ["en-US"])).toBe("en");
    expect(demoLocale("de", ["de-DE", "en"])).toBe("de");
    expect(demoLocale("he", ["en-IL"])).toBe("he");
    expect(demoLocale("fr", ["fr-FR-u-ca-gregory"])).toBe("fr-FR-u-ca-gregory");
  });

  it("keeps the visitor's calendar system, in the page's language", () => {
    expect(demoLocale("en", ["ja-JP-u-ca-japanese"])).toBe("en-JP-u-ca-japanese");
  });

  it("skips invalid tags and falls back to the page's locale", () => {
    expect(demoLocale("en", ["not a tag", "en-GB"])).toBe("en-GB");
    expect(demoLocale("fr", [])).toBe("fr");
    expect(demoLocale("fr", ["", "😀"])).toBe("fr");
  });
});
