import { addCatalogLoaders } from "../../i18n/catalog";

// The static parts' words, in each language: loaded only when a client-side
// navigation renders the page afresh (the prerendered page never loads them).
addCatalogLoaders(import.meta.glob("../../content/locales/*/verification-guide.ts"));

/** What each static part of the download page names as its `messages`. */
export const guideMessages = ["verification-guide"] as const;
