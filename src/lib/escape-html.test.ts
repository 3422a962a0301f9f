import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html.js";

describe("escapeHtml", () => {
  it("escapes what could end an element or a quoted attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });
  it("escapes an ampersand once, and leaves other text alone", () => {
    expect(escapeHtml("&amp; café")).toBe("&amp;amp; café");
  });
});
