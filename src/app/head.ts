import type { AppRoute } from "./routes";
import { escapeHtml } from "../lib/escape-html.js";
import { canonicalUrl } from "../lib/site-url";
import { release } from "../content/release";
import { requirements, site } from "../content/site";
import { formatMegabytes } from "../content/verification";

const meta = (attribute: "name" | "property", key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;

/** A release download URL as an absolute URL (a path on this site gets the public origin). */
const absolute = (url: string) => (url.startsWith("/") ? canonicalUrl(url) : url);

/**
 * schema.org SoftwareApplication for the app, from the constants in
 * src/content/site.ts and the release record (src/content/release.ts):
 * fileSize is the x64 installer's, storageRequirements the free space needed.
 */
export function softwareApplication(): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: site.productFullName,
    description: site.tagline,
    url: canonicalUrl("/"),
    image: canonicalUrl(site.socialImage.path),
    operatingSystem: requirements.os,
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

/**
 * The per-route part of <head>, written into each prerendered page: title,
 * description, canonical, robots, social cards, theme colours, icons and
 * manifest, and the app's structured data on the landing page.
 */
export function renderHead({ meta: route }: AppRoute): string {
  const url = canonicalUrl(route.canonicalPath);
  const image = site.socialImage;
  const imageUrl = canonicalUrl(image.path);
  const isLanding = route.canonicalPath === "/" && !route.noindex;
  return [
    `<title>${escapeHtml(route.title)}</title>`,
    meta("name", "description", route.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    route.noindex ? meta("name", "robots", "noindex") : "",
    // Theme colours of the browser UI follow the system colour scheme.
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${site.themeColor.light}" />`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${site.themeColor.dark}" />`,
    `<link rel="icon" href="/favicon.ico" sizes="32x32" />`,
    `<link rel="apple-touch-icon" href="/apple-touch-icon.png" />`,
    `<link rel="manifest" href="/site.webmanifest" />`,
    // Open Graph and Twitter cards, with the self-hosted image.
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", site.productFullName),
    meta("property", "og:locale", site.locale),
    meta("property", "og:title", route.title),
    meta("property", "og:description", route.description),
    meta("property", "og:url", url),
    meta("property", "og:image", imageUrl),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", image.width),
    meta("property", "og:image:height", image.height),
    meta("property", "og:image:alt", image.alt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", route.title),
    meta("name", "twitter:description", route.description),
    meta("name", "twitter:image", imageUrl),
    meta("name", "twitter:image:alt", image.alt),
    isLanding
      ? `<script type="application/ld+json">${jsonForScript(softwareApplication())}</script>`
      : "",
  ]
    .filter(Boolean)
    .join("\n    ");
}
