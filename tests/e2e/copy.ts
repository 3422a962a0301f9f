/**
 * The English copy, in the shapes the journeys read it (titles of slides,
 * questions of the FAQ, ...): from the English catalogs, the source of
 * every other language.
 */
import common from "../../src/content/locales/en/common";
import features from "../../src/content/locales/en/features";
import demo from "../../src/content/locales/en/demo";
import download from "../../src/content/locales/en/download";
import downloadChoice from "../../src/content/locales/en/download-choice";
import verification from "../../src/content/locales/en/verification";
import verificationGuide from "../../src/content/locales/en/verification-guide";
import home from "../../src/content/locales/en/home";
import heroPicture from "../../src/content/locales/en/hero-picture";
import showcase from "../../src/content/locales/en/showcase";
import privacy from "../../src/content/locales/en/privacy";
import terms from "../../src/content/locales/en/terms";
import accessibility from "../../src/content/locales/en/accessibility";
import { slides as slideList, statTiles as statList } from "../../src/content/slides";
import { faqIds } from "../../src/content/download";
import { legalSections, type LegalDocumentId } from "../../src/content/legal";

export const en = {
  common,
  features,
  home,
  heroPicture,
  demo,
  download,
  downloadChoice,
  verification,
  verificationGuide,
  showcase,
  privacy,
  terms,
  accessibility,
};

export const slides = slideList.map((slide) => ({ ...slide, ...showcase.slides[slide.id] }));
export const statTiles = statList.map(({ id }) => ({ id, ...showcase.stats[id] }));
export const faqItems = faqIds.map((id) => download.faq[id]);
export const sectionLinks = (["features", "live-preview", "download"] as const).map((id) => ({
  id,
  label: common.sections[id],
}));

/** A legal document as a visitor reads it: its title and its sections in order. */
function legalDocument(id: LegalDocumentId) {
  const copy = en[id];
  const sections = copy.sections as Record<string, { heading: string }>;
  return {
    title: copy.title,
    sections: legalSections[id].map((section) => ({
      id: section,
      heading: sections[section]!.heading,
    })),
  };
}
export const privacyPolicy = legalDocument("privacy");
export const termsOfService = legalDocument("terms");

/**
 * A landing section heading's accessible name: its name (the eyebrow), a colon
 * for the ear (the visually hidden colon is spaced or not, as the
 * accessible-name computation joins the block it sits in), then its title.
 */
export function sectionHeadingName(eyebrow: string, title: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${literal(eyebrow)} ?: ${literal(title)}$`);
}
