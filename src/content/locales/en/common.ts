import { requirements } from "../../site";
import { f } from "./format";

const versions = requirements.compatibleWindowsVersions.map((v) => f.number(v));

/**
 * The shell of every page: header, footer, language and theme choice.
 * Plain data (JSON, checked by catalog-types.ts): every page carries its
 * language's copy of it in its HTML, so it costs no request at start.
 * Placeholders are written in braces: "{year}".
 */
export default {
  productName: "Calendar",
  productFullName: "Calendar for Windows",
  tagline: "A calm, free desktop calendar for your days, weeks and years.",
  socialImageAlt:
    "Calendar for Windows: a calm, free desktop calendar for your days, weeks and years.",
  /** The social card's chips (scripts/social-card.ts), beside windowsOrLater. */
  socialImageChips: { free: "Free, no registration", offline: "Works offline" },
  /** "Windows 10 or later", "Windows 10/11", "Windows 10 and 11" (versions from site.ts). */
  windowsOrLater: `${requirements.os} ${f.number(requirements.minWindowsVersion)} or later`,
  windowsVersions: `${requirements.os} ${versions.join("/")}`,
  windowsVersionsList: `${requirements.os} ${f.list(versions)}`,
  backToHome: "Back to Home",
  skipLink: "Skip to main content",
  sectionsLabel: "Sections",
  sections: { features: "Features", "live-preview": "Live Preview", download: "Download" },
  theme: { legend: "Colour theme", light: "Light", dark: "Dark", system: "System" },
  language: {
    /** Before the current language's name in the picker: "Language: English". */
    label: "Language:",
    /** The picker's list of languages. */
    listLabel: "Choose a language",
  },
  /**
   * The suggestion shown on an English page to a visitor whose browser
   * prefers this language: written in this language, about this language.
   */
  suggestion: {
    text: "This page is also available in English.",
    action: "Read it in English",
    /** The button that dismisses a suggestion, in the page's language. */
    dismiss: "Stay in English",
    /** The suggestion's landmark name, in the page's language. */
    label: "Language suggestion",
  },
  footer: {
    /** The footer's list of the landing page's sections. */
    productLabel: "Product",
    legalLabel: "Legal",
    links: {
      privacy: "Privacy Policy",
      terms: "Terms of Service",
      accessibility: "Accessibility",
      releases: "Release notes",
      holidays: "Holiday calendars",
    },
    copyright: "© {year} {organisation}.",
    freeNote: "Calendar for Windows is free to download and use.",
  },
};
