// @vitest-environment node
import { describe, expect, it } from "vitest";
import { keepOneLanguage } from "./section-chunks-plugin.js";

const list = {
  faq: ["/assets/faq-a.js", "/assets/react-aria-b.js"],
  "faq:en": ["/assets/faq-en.js", "/assets/messages-en.js"],
  "faq:he": ["/assets/faq-he.js", "/assets/messages-he.js"],
  "download:he": ["/assets/download-he.js"],
  "download:de": ["/assets/download-de.js"],
  download: ["/assets/download-c.js"],
};
const page = (json: string) =>
  `<body><div id="root"></div><script type="application/json" id="section-chunks">${json}</script></body>`;
const kept = (html: string) =>
  JSON.parse(/id="section-chunks">([^<]*)</.exec(html)?.[1] ?? "null") as Record<string, string[]>;

describe("keepOneLanguage", () => {
  it("keeps every section's code and only the page's language's words", () => {
    expect(kept(keepOneLanguage(page(JSON.stringify(list)), "he"))).toEqual({
      faq: list.faq,
      "faq:he": list["faq:he"],
      "download:he": list["download:he"],
      download: list.download,
    });
  });

  it("matches the whole language tag, not its start", () => {
    const withRegion = { ...list, "faq:he-IL": ["/assets/faq-he-il.js"] };
    expect(Object.keys(kept(keepOneLanguage(page(JSON.stringify(withRegion)), "he")))).toEqual([
      "faq",
      "faq:he",
      "download:he",
      "download",
    ]);
  });

  it("leaves the rest of the page as it was", () => {
    const html = page(JSON.stringify(list));
    const out = keepOneLanguage(html, "en");
    const listText = /id="section-chunks">[^<]*</;
    expect(out.replace(listText, "")).toBe(html.replace(listText, ""));
  });

  it("fails on a page without the list", () => {
    expect(() => keepOneLanguage("<body></body>", "en")).toThrow(/no section-chunks list/);
  });
});
