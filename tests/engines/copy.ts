/**
 * The words the journeys look for, from the English and Hebrew catalogs
 * (src/content/locales): the same source the pages are built from, so a
 * change of copy changes the tests with it.
 */
import enCommon from "../../src/content/locales/en/common";
import enDemo from "../../src/content/locales/en/demo";
import enDownload from "../../src/content/locales/en/download";
import enDownloadChoice from "../../src/content/locales/en/download-choice";
import enHome from "../../src/content/locales/en/home";
import enNotFound from "../../src/content/locales/en/not-found";
import enShowcase from "../../src/content/locales/en/showcase";
import enVerification from "../../src/content/locales/en/verification";
import enPrivacy from "../../src/content/locales/en/privacy";
import enTerms from "../../src/content/locales/en/terms";
import enAccessibility from "../../src/content/locales/en/accessibility";
import heCommon from "../../src/content/locales/he/common";
import heDemo from "../../src/content/locales/he/demo";
import heDownload from "../../src/content/locales/he/download";
import heDownloadChoice from "../../src/content/locales/he/download-choice";
import heHome from "../../src/content/locales/he/home";
import heNotFound from "../../src/content/locales/he/not-found";
import heShowcase from "../../src/content/locales/he/showcase";
import heVerification from "../../src/content/locales/he/verification";
import hePrivacy from "../../src/content/locales/he/privacy";
import heTerms from "../../src/content/locales/he/terms";
import heAccessibility from "../../src/content/locales/he/accessibility";
import { faqIds } from "../../src/content/download";
import { slides } from "../../src/content/slides";

function catalogs(locale: "en" | "he") {
  const words =
    locale === "en"
      ? {
          common: enCommon,
          demo: enDemo,
          download: enDownload,
          downloadChoice: enDownloadChoice,
          home: enHome,
          notFound: enNotFound,
          showcase: enShowcase,
          verification: enVerification,
          privacy: enPrivacy,
          terms: enTerms,
          accessibility: enAccessibility,
        }
      : {
          common: heCommon,
          demo: heDemo,
          download: heDownload,
          downloadChoice: heDownloadChoice,
          home: heHome,
          notFound: heNotFound,
          showcase: heShowcase,
          verification: heVerification,
          privacy: hePrivacy,
          terms: heTerms,
          accessibility: heAccessibility,
        };
  return {
    locale,
    dir: locale === "he" ? "rtl" : "ltr",
    /** A path of the English site in this language: "/privacy" -> "/he/privacy". */
    path: (english: string) => (locale === "en" ? english : `/${locale}${english}`),
    /** The language's name in itself, as the picker shows it (src/i18n/locales.ts). */
    nativeName: (() => {
      const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
      return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    })(),
    slides: slides.map((slide) => words.showcase.slides[slide.id].title),
    faq: faqIds.map((id) => words.download.faq[id]),
    ...words,
  };
}

export const en = catalogs("en");
export const he = catalogs("he");
export type Copy = typeof en;
