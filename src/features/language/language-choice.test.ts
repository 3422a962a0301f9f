// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  LANGUAGE_STORAGE_KEY,
  readLanguageChoice,
  rememberLanguageChoice,
  suggestedLocale,
} from "./language-choice";

afterEach(() => window.localStorage.clear());

describe("the language suggestion", () => {
  it("suggests the browser's first language that the site has, unless it is English", () => {
    expect(suggestedLocale(["he-IL", "en-US"], null)).toBe("he");
    expect(suggestedLocale(["ko", "de-AT", "en"], null)).toBe("de");
    expect(suggestedLocale(["en-GB", "fr"], null)).toBeNull();
    expect(suggestedLocale(["ko", "zh"], null)).toBeNull();
  });

  it("survives an empty list and invalid tags", () => {
    expect(suggestedLocale([], null)).toBeNull();
    expect(suggestedLocale(["", "not a tag", "*", "es-419"], null)).toBe("es");
  });

  it("follows an explicit choice over the browser", () => {
    expect(suggestedLocale(["he-IL"], "en")).toBeNull();
    expect(suggestedLocale(["en-US"], "fr")).toBe("fr");
  });
});

describe("the stored choice", () => {
  it("is remembered, and anything that is not one of our locales is no choice", () => {
    expect(readLanguageChoice()).toBeNull();
    rememberLanguageChoice("de");
    expect(readLanguageChoice()).toBe("de");
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, `"><script>alert(1)</script>`);
    expect(readLanguageChoice()).toBeNull();
    rememberLanguageChoice(`"><script>`);
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).not.toBe(`"><script>`);
  });
});
