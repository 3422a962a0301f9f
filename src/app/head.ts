import type { Page } from "./routes";
import { alternatePath, alternatePaths } from "./routes";
import { escapeHtml } from "../lib/escape-html.js";
import { canonicalUrl } from "../lib/site-url";
import { release } from "../content/release";
import { requirements, site } from "../content/site";
import { peekMessages } from "../i18n/catalog";
import { localizePath } from "../i18n/locales";
import { socialImagePath } from "../content/social-image";
import { formatMegabytes } from "../content/verification";
import { atomContentType, releasesFeedPath } from "../lib/releases-feed";

const meta = (attribute: "name" | "property", key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;

/** The messages a page's head needs (the build has every catalog registered). */
function words(page: Page) {
  const common = peekMessages(page.locale, "common");
  const own = peekMessages(page.locale, page.route.namespace);
  if (!common || !own) throw new Error(`catalogs of ${page.locale} are not loaded`);
  return { common, meta: own.meta };
}

/** Open Graph's locale form of a language tag: "he" -> "he_IL". */
export function ogLocale(locale: string): string {
  const { language, region } = new Intl.Locale(locale).maximize();
  return region ? `${language}_${region}` : language;
}

/** The same as absolute URLs, for hreflang links. */
export function alternates(page: Page): [hreflang: string, url: string][] {
  return alternatePaths(page).map(([hreflang, path]) => [hreflang, canonicalUrl(path)]);
}

/** A release download URL as an absolute URL (a path on this site gets the public origin). */
const absolute = (url: string) => (url.startsWith("/") ? canonicalUrl(url) : url);

/**
 * schema.org SoftwareApplication for the app, in the page's language, from
 * the constants in src/content/site.ts and the release record
 * (src/content/release.ts): fileSize is the x64 installer's,
 * storageRequirements the free space needed (machine-read: not translated).
 */
export function softwareApplication(page: Page): Record<string, unknown> {
  const { common } = words(page);
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: common.productFullName,
    description: common.tagline,
    inLanguage: page.locale,
    url: canonicalUrl(alternatePath(page, page.locale)),
    image: canonicalUrl(socialImagePath(page.locale)),
    operatingSystem: common.windowsOrLater,
    applicationCategory: site.category,
    softwareVersion: release.version,
    datePublished: release.releaseDate,
    downloadUrl: absolute(release.installers.x64.url),
    fileSize: formatMegabytes(release.installers.x64.sizeBytes),
    storageRequirements: `${requirements.freeSpaceMb} MB`,
    offers: {
      "@type": "Offer",
      price: site.price,
      priceCurrency: site.priceCurrency,
    },
  };
}

/** JSON inside <script>: "<" escaped so no "</script>" or "<!--" can end or confuse the element. */
const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");

/** The web manifest of a locale: /site.webmanifest, /he/site.webmanifest (scripts/build.js). */
export const manifestPath = (locale: string) => localizePath(locale, "/site.webmanifest");

/**
 * The per-page part of <head>, written into each prerendered page: title,
 * description, canonical, hreflang alternates, robots, social cards, theme
 * colours, icons and manifest. The landing page's structured data comes after
 * the content (`renderStructuredData`).
 */
export function renderHead(page: Page): string {
  const { route, locale } = page;
  const { common, meta: text } = words(page);
  const url = canonicalUrl(alternatePath(page, locale));
  const image = site.socialImage;
  // The card in the page's own language (the pseudo-locale gets English's).
  const imageUrl = canonicalUrl(socialImagePath(locale));
  const links = alternates(page);
  return [
    `<title>${escapeHtml(text.title)}</title>`,
    meta("name", "description", text.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...links.map(
      ([hreflang, href]) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    route.noindex ? meta("name", "robots", "noindex") : "",
    // Theme colours of the browser UI follow the system colour scheme.
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${site.themeColor.light}" />`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${site.themeColor.dark}" />`,
    `<link rel="icon" href="/favicon.ico" sizes="32x32" />`,
    `<link rel="apple-touch-icon" href="/apple-touch-icon.png" />`,
    `<link rel="manifest" href="${manifestPath(locale)}" />`,
    // The release notes page announces its feed (in the page's language).
    route.namespace === "releases" ? feedLink(page) : "",
    // Open Graph and Twitter cards, with the self-hosted image.
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", common.productFullName),
    meta("property", "og:locale", ogLocale(locale)),
    ...links
      .filter(([hreflang]) => hreflang !== locale && hreflang !== "x-default")
      .map(([hreflang]) => meta("property", "og:locale:alternate", ogLocale(hreflang))),
    meta("property", "og:title", text.title),
    meta("property", "og:description", text.description),
    meta("property", "og:url", url),
    meta("property", "og:image", imageUrl),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", image.width),
    meta("property", "og:image:height", image.height),
    meta("property", "og:image:alt", common.socialImageAlt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", text.title),
    meta("name", "twitter:description", text.description),
    meta("name", "twitter:image", imageUrl),
    meta("name", "twitter:image:alt", common.socialImageAlt),
  ]
    .filter(Boolean)
    .join("\n    ");
}

/** <link rel="alternate"> to the Atom feed of the page's language, titled as the feed is. */
function feedLink(page: Page): string {
  const title = peekMessages(page.locale, "releases")?.feed.title ?? "";
  return `<link rel="alternate" type="${atomContentType}" title="${escapeHtml(title)}" href="${escapeHtml(canonicalUrl(releasesFeedPath(page.locale)))}" />`;
}

/**
 * The app's structured data (JSON-LD), on the indexable landing page only.
 * Written after the page's content: machines read it wherever it is, and in
 * <head> it took room in the first screen's 14 KB (decision 008).
 */
export function renderStructuredData(page: Page): string {
  const isLanding = page.route.canonicalPath === "/" && !page.route.noindex;
  return isLanding
    ? `<script type="application/ld+json">${jsonForScript(softwareApplication(page))}</script>`
    : "";
}
