import { describe, expect, it } from "vitest";
import {
  genericPatterns,
  isNonCanonicalTarget,
  isSafePath,
  notFoundFileFor,
  notFoundPrefix,
  resolveDotSegments,
  spellingsPattern,
} from "./routing.js";

describe("URL rules shared by the Node server and nginx", () => {
  it("resolves dot and empty segments as nginx does (seen with nginx 1.22)", () => {
    const cases: [string, string | null][] = [
      ["/a/b/..", "/a/"],
      ["/a/.", "/a/"],
      ["/a/./", "/a/"],
      ["/a/../", "/"],
      ["/a//b//", "/a/b/"],
      ["//evil.example/..", "/"],
      ["/privacy/..", "/"],
      ["/a/...", "/a/..."],
      ["/a/..b", "/a/..b"],
      ["/..", null],
      ["/../x", null],
      ["/a/../../x", null],
      ["/../..", null],
      ["/", "/"],
    ];
    for (const [input, expected] of cases) expect(resolveDotSegments(input), input).toBe(expected);
  });

  it("finds dot segments and empty segments in a raw target, encoded or not", () => {
    const nonCanonical = [
      "/a/../b",
      "/a/./b",
      "/a/..",
      "/a/.",
      "/%2e%2e/x",
      "/%2E/x",
      "/a%2f..%2fb",
      "//x",
      "/a//b",
      "/%2F%2Fx",
      "/a/..?q=1",
      "/%2e",
    ];
    const canonical = ["/", "/privacy", "/a/...", "/a/..b", "/.env", "/a?x=//y/../z", "/a%2Fb"];
    for (const target of nonCanonical) expect(isNonCanonicalTarget(target), target).toBe(true);
    for (const target of canonical) expect(isNonCanonicalTarget(target), target).toBe(false);
  });

  it("lets only plain paths into a Location header", () => {
    for (const path of ["/", "/privacy", "/a-b_c.d~e/f(1)", "/he/"])
      expect(isSafePath(path)).toBe(true);
    for (const path of [
      "/a b",
      "/a\r\nSet-Cookie: x",
      "/caf\u00e9",
      "/a%20b",
      "/a\\b",
      "/?x",
      "/#x",
      "a",
    ]) {
      expect(isSafePath(path), JSON.stringify(path)).toBe(false);
    }
  });

  it("matches every spelling of a page, case-insensitively, and nothing else", () => {
    const match = (page: string, path: string) =>
      new RegExp(spellingsPattern(page), "i").test(path);
    for (const path of [
      "/privacy",
      "/PRIVACY",
      "/privacy/",
      "/privacy//",
      "/Privacy.HTML",
      "/privacy/index.html",
    ]) {
      expect(match("/privacy", path), path).toBe(true);
    }
    for (const path of ["/privacy-x", "/privacyx", "/x/privacy", "/privacy/x", "/privacy.htm"]) {
      expect(match("/privacy", path), path).toBe(false);
    }
    for (const path of ["/", "/index", "/INDEX.html", "/index/"])
      expect(match("/", path), path).toBe(true);
    expect(match("/", "/privacy")).toBe(false);
    for (const path of ["/verification", "/verification.html", "/VERIFICATION.HTML/"]) {
      expect(match("/verification.html", path), path).toBe(true);
    }
    for (const path of ["/he", "/he/", "/HE/index.html"])
      expect(match("/he/", path), path).toBe(true);
    expect(match("/he/", "/he/privacy")).toBe(false);
  });

  it("picks the 404 page of the longest locale prefix", () => {
    const files = ["404.html", "he/404.html", "he/x/404.html"];
    expect(notFoundPrefix("he/404.html")).toBe("/he/");
    expect(notFoundFileFor(files, "/he/nope")).toBe("he/404.html");
    expect(notFoundFileFor(files, "/he/x/y")).toBe("he/x/404.html");
    expect(notFoundFileFor(files, "/HE/nope")).toBe("404.html");
    expect(notFoundFileFor(files, "/hebrew")).toBe("404.html");
  });

  it("strips .html and trailing slashes of other paths, capturing a plain path only", () => {
    expect(new RegExp(genericPatterns.htmlSuffix).exec("/x/y.html")?.[1]).toBe("/x/y");
    expect(new RegExp(genericPatterns.htmlSuffix).test("/x/.html")).toBe(false);
    expect(new RegExp(genericPatterns.trailingSlash).exec("/x/y//")?.[1]).toBe("/x/y");
    expect(new RegExp(genericPatterns.trailingSlash).test("/")).toBe(false);
    expect(new RegExp(genericPatterns.trailingSlash).test("/a\r\nb/")).toBe(false);
    expect(new RegExp(genericPatterns.dotfile).test("/.git/config")).toBe(true);
    expect(new RegExp(genericPatterns.dotfile).test("/.well-known/security.txt")).toBe(false);
  });
});
