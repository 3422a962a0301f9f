/**
 * The Atom feed (RFC 4287) of the release notes, one per language:
 * /releases.atom, /he/releases.atom, … (written by scripts/build.js, served
 * as application/atom+xml; announced by the release notes page's
 * <link rel="alternate" type="application/atom+xml">). Absolute URLs from
 * the public origin (SITE_URL at build time).
 *
 * Feed: id (the feed's own URL), title, subtitle, updated (the newest
 * release's date), author, link rel="self" and rel="alternate" (the page).
 * Entry per release: id (the absolute URL of the version's anchor,
 * /releases#1.4.2: stable while the site's origin is), title with the
 * version, published and updated (its date), link to the anchor, and its
 * notes as HTML content.
 */
import type { ReleaseRecord } from "../content/release-types";
import type { Messages } from "../content/locales/types";
import { localizePath } from "../i18n/locales";
import { escapeHtml as xml } from "./escape-html.js";
import { formatMessage } from "../i18n/message";

/** The release notes page of a language: "/releases", "/he/releases". */
export const releasesPagePath = (locale: string) => localizePath(locale, "/releases");

/** The feed of a language: "/releases.atom", "/he/releases.atom". */
export const releasesFeedPath = (locale: string) => localizePath(locale, "/releases.atom");

/** The build's file of a feed: "releases.atom", "he/releases.atom". */
export const releasesFeedFile = (locale: string) => releasesFeedPath(locale).slice(1);

export const atomContentType = "application/atom+xml";

/** A version's anchor on the page: its id is the version itself ("1.4.2"). */
export const releaseAnchor = (version: string) => `#${encodeURIComponent(version)}`;

/** A release date as an RFC 3339 date-time (Atom's): the day, at midnight UTC. */
const dateTime = (isoDate: string) => `${isoDate}T00:00:00Z`;

export interface FeedInput {
  locale: string;
  origin: string;
  releases: readonly ReleaseRecord[];
  words: Messages<"releases">;
  /** The author: the publisher of the current release. */
  author: string;
}

export function releasesFeedXml({ locale, origin, releases, words, author }: FeedInput): string {
  const page = `${origin}${releasesPagePath(locale)}`;
  const self = `${origin}${releasesFeedPath(locale)}`;
  const notes = words.notes as Record<string, readonly string[] | undefined>;
  const entries = releases.map((release) => {
    const url = `${page}${releaseAnchor(release.version)}`;
    const html = `<ul>${(notes[release.version] ?? []).map((note) => `<li>${xml(note)}</li>`).join("")}</ul>`;
    return [
      `  <entry>`,
      `    <id>${xml(url)}</id>`,
      `    <title>${xml(formatMessage(words.feed.entry, { version: release.version }))}</title>`,
      `    <published>${dateTime(release.releaseDate)}</published>`,
      `    <updated>${dateTime(release.releaseDate)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `    <content type="html">${xml(html)}</content>`,
      `  </entry>`,
    ].join("\n");
  });
  const newest = releases[0];
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(locale)}">`,
    `  <id>${xml(self)}</id>`,
    `  <title>${xml(words.feed.title)}</title>`,
    `  <subtitle>${xml(words.lead)}</subtitle>`,
    `  <updated>${newest ? dateTime(newest.releaseDate) : "1970-01-01T00:00:00Z"}</updated>`,
    `  <author>`,
    `    <name>${xml(author)}</name>`,
    `    <uri>${xml(`${origin}${localizePath(locale, "/")}`)}</uri>`,
    `  </author>`,
    `  <link rel="self" type="${atomContentType}" href="${xml(self)}"/>`,
    `  <link rel="alternate" type="text/html" hreflang="${xml(locale)}" href="${xml(page)}"/>`,
    ...entries,
    `</feed>`,
    "",
  ].join("\n");
}
