import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./app/app";
import { catalogs, registerAllCatalogs } from "./i18n/all-catalogs";
import { peekMessages } from "./i18n/catalog";
import { checkCatalogs } from "./i18n/check-catalogs";
import { checkMessages } from "./i18n/check-messages";
import { defaultLocale, directionOf } from "./i18n/locales";
import type { Page } from "./app/routes";
import { dataNamespaces, type Namespace } from "./content/locales/types";
import { startMessagesId } from "./i18n/catalog";
import { site, winget } from "./content/site";
import { release, releases } from "./content/release";
import { releaseNotesProblems } from "./lib/release-record";
import { releasesFeedFile, releasesFeedXml, releasesPagePath } from "./lib/releases-feed";
import { siteOrigin } from "./lib/site-url";
import { wingetFiles as makeWingetFiles } from "./lib/winget";
import { localizePath } from "./i18n/locales";
import { holidayYears } from "./content/holiday-calendars";
import { holidayFiles } from "./features/holidays/holiday-files";
import { BUILD_YEAR } from "./lib/use-current-year";

export {
  pages,
  notFoundPages,
  publishedPages,
  publishedNotFoundPages,
  sitemapPages,
} from "./app/routes";
export { renderHead, renderStructuredData, manifestPath } from "./app/head";
export { catalogLocale, directionOf } from "./i18n/locales";
export { siteOrigin } from "./lib/site-url";
export { setSiteStylesheetHref } from "./lib/site-stylesheet";
export { lazySectionIds } from "./runtime/section";

// The build renders every locale: all catalogs, registered up front.
registerAllCatalogs();
export { catalogs };

/** Every catalog against the English source: one line per missing or extra key, or wrong argument. */
export function catalogProblems(): string[] {
  return [
    ...checkCatalogs(catalogs, defaultLocale),
    // Every message's arguments, choices and plural categories against English's.
    ...checkMessages(catalogs, defaultLocale),
    // Every release of src/content/release.ts has its notes in every language.
    ...releaseNotesProblems(
      releases.map((r) => r.version),
      Object.fromEntries(
        Object.entries(catalogs).map(([locale, namespaces]) => [
          locale,
          (namespaces.releases as { notes?: Record<string, unknown> } | undefined)?.notes,
        ]),
      ),
    ),
  ];
}

/** The Atom feed of a language's release notes: its file in the build and its XML. */
export function releasesFeed(locale: string): { file: string; xml: string } {
  const words = peekMessages(locale, "releases");
  if (!words) throw new Error(`no release notes for ${locale}`);
  return {
    file: releasesFeedFile(locale),
    xml: releasesFeedXml({
      locale,
      origin: siteOrigin,
      releases,
      words,
      author: release.publisher,
    }),
  };
}

/**
 * A language's holiday calendars (/calendars/<id>.ics, /he/calendars/<id>.ics):
 * their files in the build and their text, with the years they hold. `stamp`
 * is each event's DTSTAMP.
 */
export function holidayCalendarFiles(locale: string, stamp: Date) {
  const words = peekMessages(locale, "holidays");
  const demo = peekMessages(locale, "demo");
  if (!words || !demo) throw new Error(`no holiday calendar words for ${locale}`);
  const years = holidayYears(BUILD_YEAR);
  return holidayFiles({ locale, words, demo, origin: siteOrigin, years, stamp });
}

/** The winget manifests of the current release (English: winget's default locale here). */
export function wingetFiles() {
  const words = peekMessages(defaultLocale, "releases");
  const common = peekMessages(defaultLocale, "common");
  if (!words || !common) throw new Error("no English catalogs");
  const notes = words.notes as Record<string, readonly string[] | undefined>;
  return makeWingetFiles({
    release,
    settings: winget,
    origin: siteOrigin,
    packageName: common.productFullName,
    shortDescription: common.tagline,
    releaseNotes: notes[release.version] ?? [],
    packageUrl: `${siteOrigin}${localizePath(defaultLocale, "/")}`,
    releaseNotesUrl: `${siteOrigin}${releasesPagePath(defaultLocale)}#${release.version}`,
  });
}

/**
 * The page's language's start catalogs, as a JSON data element for its
 * <head> (read by the browser entry: no request for them). "<" is escaped,
 * so no text can close the element.
 */
export function startMessagesScript(page: Page): string {
  const data = Object.fromEntries(
    ["common", ...page.route.namespaces]
      .filter((namespace) => (dataNamespaces as readonly string[]).includes(namespace))
      .map((namespace) => [namespace, peekMessages(page.locale, namespace as Namespace)]),
  );
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${startMessagesId}">${json}</script>`;
}

/** The attributes of <html> for a locale: lang and dir. */
export function htmlAttributes(locale: string): string {
  return `lang="${locale}" dir="${directionOf(locale)}"`;
}

/** The web manifest of a locale: the English one with the locale's name, language and start page. */
export function localizeManifest(
  manifest: Record<string, unknown>,
  locale: string,
  startUrl: string,
) {
  const common = peekMessages(locale, "common");
  if (!common) throw new Error(`no catalogs for ${locale}`);
  return {
    ...manifest,
    name: common.productFullName,
    short_name: common.productName,
    description: common.tagline,
    lang: locale,
    dir: directionOf(locale),
    start_url: startUrl,
  };
}

/** The download link's target, served by the host when the build leaves it out. */
export const downloadHref = site.downloadHref;

/** Render one URL to HTML, waiting for every lazy part (build time only). */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    {
      // Keep every boundary inline: no <template> + inline script to reveal
      // them, which JS-off visitors and the CSP would both block.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error;
      },
    },
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
