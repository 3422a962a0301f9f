/**
 * The public origin of the site, from SITE_URL at build time (see README).
 * Vite replaces import.meta.env.VITE_SITE_URL; scripts/build.js sets it.
 */
import { site } from "../content/site";

export const siteOrigin: string = (import.meta.env?.VITE_SITE_URL || site.defaultOrigin).replace(
  /\/+$/,
  "",
);

export function canonicalUrl(path: string): string {
  return `${siteOrigin}${path}`;
}
