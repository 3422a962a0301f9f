import { describe, expect, it } from "vitest";
import {
  directionOf,
  isLocale,
  localizeFile,
  localizePath,
  nativeName,
  splitLocale,
} from "./locales";
import { pseudoText } from "./pseudo";

describe("locale paths", () => {
  it("reads the locale from the first segment, exactly", () => {
    expect(splitLocale("/he/privacy")).toEqual({ locale: "he", path: "/privacy" });
    expect(splitLocale("/he/")).toEqual({ locale: "he", path: "/" });
    expect(splitLocale("/he")).toEqual({ locale: "he", path: "/" });
    expect(splitLocale("/privacy")).toEqual({ locale: "en", path: "/privacy" });
    // Unknown, differently cased or English prefixes are English paths (404 or redirect).
    expect(splitLocale("/xx/")).toEqual({ locale: "en", path: "/xx/" });
    expect(splitLocale("/HE/privacy")).toEqual({ locale: "en", path: "/HE/privacy" });
    expect(splitLocale("/en/privacy")).toEqual({ locale: "en", path: "/en/privacy" });
  });

  it("puts a page in a locale", () => {
    expect(localizePath("he", "/")).toBe("/he/");
    expect(localizePath("he", "/privacy")).toBe("/he/privacy");
    expect(localizePath("de", "/#features")).toBe("/de/#features");
    expect(localizePath("en", "/privacy")).toBe("/privacy");
    expect(localizePath("he", "mailto:a@b.c")).toBe("mailto:a@b.c");
    expect(localizeFile("fr", "index.html")).toBe("fr/index.html");
    expect(localizeFile("en", "404.html")).toBe("404.html");
  });

  it("knows each language's direction and its own name for itself", () => {
    expect(["en", "de", "es", "fr"].map(directionOf)).toEqual(["ltr", "ltr", "ltr", "ltr"]);
    expect(directionOf("he")).toBe("rtl");
    expect(directionOf("ar-EG")).toBe("rtl");
    expect(["en", "he", "de", "es", "fr"].map(nativeName)).toEqual([
      "English",
      "עברית",
      "Deutsch",
      "Español",
      "Français",
    ]);
    expect(isLocale("he")).toBe(true);
    expect(isLocale(`"><script>`)).toBe(false);
  });
});

describe("the pseudo-locale", () => {
  it("accents every word, lengthens it by 40 % and brackets the text", () => {
    const text = "Download for Windows";
    const pseudo = pseudoText(text);
    expect(pseudo).toMatch(/^⟦.*⟧$/);
    expect(pseudo).not.toMatch(/[A-Za-z]/);
    expect(pseudo.length - 2).toBeGreaterThanOrEqual(Math.round(text.length * 1.3));
  });

  it("keeps addresses, paths and numbers usable", () => {
    expect(pseudoText("write to privacy@calendar.example.com or /verification.html")).toContain(
      "privacy@calendar.example.com",
    );
    expect(pseudoText("75K+ users")).toContain("75K+");
    expect(pseudoText("2025")).toBe("2025");
  });
});
