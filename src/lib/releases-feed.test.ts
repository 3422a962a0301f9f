// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { releases } from "../content/release";
import { catalogs } from "../i18n/all-catalogs";
import type { Messages } from "../content/locales/types";
import { publicLocales } from "../i18n/locales";
import { releaseAnchor, releasesFeedPath, releasesFeedXml } from "./releases-feed";

const ATOM = "http://www.w3.org/2005/Atom";
const origin = "https://calendar.example.org";

/** The feed parsed by jsdom's XML parser (saxes: a conforming, namespace-aware XML parser). */
function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

const children = (parent: Element, name: string) =>
  [...parent.children].filter((el) => el.namespaceURI === ATOM && el.localName === name);
const one = (parent: Element, name: string) => {
  const found = children(parent, name);
  expect(found, `exactly one atom:${name} in atom:${parent.localName}`).toHaveLength(1);
  return found[0]!;
};
// RFC 3339 date-time (RFC 4287 §3.3).
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const isAbsoluteIri = (value: string | null) => !!value && /^[a-z][a-z0-9+.-]*:/i.test(value);

/**
 * The elements RFC 4287 requires (§4.1.1 atom:feed, §4.1.2 atom:entry), and
 * the ones this site promises (link rel="self", content, an entry link).
 */
function checkFeed(xml: string, locale: string) {
  const document = parse(xml);
  const feed = document.documentElement;
  expect([feed.namespaceURI, feed.localName]).toEqual([ATOM, "feed"]);
  expect(feed.getAttributeNS("http://www.w3.org/XML/1998/namespace", "lang")).toBe(locale);
  expect(isAbsoluteIri(one(feed, "id").textContent)).toBe(true);
  expect(one(feed, "title").textContent?.trim()).not.toBe("");
  expect(one(feed, "updated").textContent).toMatch(DATE_TIME);
  // An author on the feed (else every entry would need one).
  expect(one(one(feed, "author"), "name").textContent?.trim()).not.toBe("");
  const self = children(feed, "link").filter((l) => l.getAttribute("rel") === "self");
  expect(self).toHaveLength(1);
  expect(self[0]!.getAttribute("href")).toBe(`${origin}${releasesFeedPath(locale)}`);
  expect(self[0]!.getAttribute("type")).toBe("application/atom+xml");
  const alternates = children(feed, "link").filter((l) => l.getAttribute("rel") === "alternate");
  expect(alternates).toHaveLength(1); // at most one per type and hreflang (§4.1.1)

  const entries = children(feed, "entry");
  const ids = entries.map((entry) => {
    const id = one(entry, "id").textContent;
    expect(isAbsoluteIri(id)).toBe(true);
    expect(one(entry, "title").textContent?.trim()).not.toBe("");
    expect(one(entry, "updated").textContent).toMatch(DATE_TIME);
    const links = children(entry, "link");
    expect(links.length).toBeGreaterThan(0);
    const content = one(entry, "content");
    expect(content.getAttribute("type")).toBe("html");
    return { id, entry, links, content };
  });
  expect(new Set(ids.map((e) => e.id)).size, "entry ids are unique").toBe(ids.length);
  return { feed, entries: ids };
}

describe("the release notes' Atom feed (RFC 4287)", () => {
  for (const locale of publicLocales) {
    it(`is a valid Atom feed of every release, in ${locale}`, () => {
      const words = catalogs[locale]!.releases as Messages<"releases">;
      const xml = releasesFeedXml({ locale, origin, releases, words, author: "Calendar Ltd." });
      const { feed, entries } = checkFeed(xml, locale);
      expect(one(feed, "updated").textContent).toBe(`${releases[0]!.releaseDate}T00:00:00Z`);
      expect(entries).toHaveLength(releases.length);
      const notes = words.notes as Record<string, string[]>;
      releases.forEach((release, index) => {
        const { id, entry, links, content } = entries[index]!;
        const anchor = `${origin}${locale === "en" ? "" : `/${locale}`}/releases#${release.version}`;
        expect(id).toBe(anchor);
        expect(one(entry, "title").textContent).toContain(release.version);
        expect(one(entry, "updated").textContent).toBe(`${release.releaseDate}T00:00:00Z`);
        expect(links.map((l) => l.getAttribute("href"))).toEqual([anchor]);
        // The notes, as HTML a reader shows: one item per note.
        const html = new DOMParser().parseFromString(content.textContent ?? "", "text/html");
        expect([...html.querySelectorAll("li")].map((li) => li.textContent)).toEqual(
          notes[release.version],
        );
      });
    });
  }

  it("escapes what would break the XML", () => {
    const words = structuredClone(catalogs.en!.releases) as Messages<"releases">;
    (words.feed as { title: string }).title = `Tom & Jerry's <b>"feed"</b>`;
    (words.notes as Record<string, string[]>)[releases[0]!.version] = ["a < b && c > d </content>"];
    const xml = releasesFeedXml({ locale: "en", origin, releases, words, author: "A & B" });
    const { feed, entries } = checkFeed(xml, "en");
    expect(one(feed, "title").textContent).toBe(`Tom & Jerry's <b>"feed"</b>`);
    expect(entries[0]!.content.textContent).toBe(
      "<ul><li>a &lt; b &amp;&amp; c &gt; d &lt;/content&gt;</li></ul>",
    );
  });

  it("is checked by a parser that rejects what is not well-formed, and by the RFC's rules", () => {
    expect(() => parse("<feed><title>x</feed>")).toThrow(/not well-formed/);
    const words = catalogs.en!.releases as Messages<"releases">;
    const xml = releasesFeedXml({ locale: "en", origin, releases, words, author: "A" });
    expect(() => checkFeed(xml.replace(/<link rel="self"[^>]*\/>/, ""), "en")).toThrow();
    expect(() => checkFeed(xml.replace(/<updated>[^<]*<\/updated>/, ""), "en")).toThrow();
    expect(releaseAnchor("1.4.2")).toBe("#1.4.2");
  });
});
