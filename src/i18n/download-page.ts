import { site } from "../content/site";
import { localizePath } from "./locales";

/** False when the build leaves /verification.html to the host (VERIFICATION_PAGE=external). */
export const verificationPageBuilt = import.meta.env.VITE_VERIFICATION_PAGE !== "external";

/**
 * The download page for a page in this language: its own copy
 * (/he/verification.html) when this build makes the page; else the host's
 * page, at the spec's path in English only (/verification.html).
 */
export function downloadPagePath(locale: string): string {
  return verificationPageBuilt ? localizePath(locale, site.downloadHref) : site.downloadHref;
}
