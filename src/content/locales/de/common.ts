import type { Messages } from "../types";
import { requirements } from "../../site";
import { f } from "./format";

const versions = requirements.compatibleWindowsVersions.map((v) => f.number(v));

export default {
  productName: "Kalender",
  productFullName: "Kalender für Windows",
  tagline: "Ein ruhiger, kostenloser Desktop-Kalender für Ihre Tage, Wochen und Jahre.",
  socialImageAlt:
    "Kalender für Windows: ein ruhiger, kostenloser Desktop-Kalender für Ihre Tage, Wochen und Jahre.",
  socialImageChips: { free: "Kostenlos, ohne Registrierung", offline: "Funktioniert offline" },
  windowsOrLater: `${requirements.os} ${f.number(requirements.minWindowsVersion)} oder neuer`,
  windowsVersions: `${requirements.os} ${versions.join("/")}`,
  windowsVersionsList: `${requirements.os} ${f.list(versions)}`,
  backToHome: "Zur Startseite",
  skipLink: "Zum Hauptinhalt springen",
  sectionsLabel: "Bereiche",
  sections: { features: "Funktionen", "live-preview": "Live-Vorschau", download: "Download" },
  theme: { legend: "Farbschema", light: "Hell", dark: "Dunkel", system: "System" },
  language: { label: "Sprache:", listLabel: "Sprache wählen" },
  suggestion: {
    text: "Diese Seite gibt es auch auf Deutsch.",
    action: "Auf Deutsch lesen",
    dismiss: "Auf Deutsch bleiben",
    label: "Sprachvorschlag",
  },
  footer: {
    productLabel: "Produkt",
    legalLabel: "Rechtliches",
    links: {
      privacy: "Datenschutzerklärung",
      terms: "Nutzungsbedingungen",
      accessibility: "Barrierefreiheit",
      releases: "Versionshinweise",
      holidays: "Feiertagskalender",
    },
    copyright: "© {year} {organisation}.",
    freeNote: "Kalender für Windows können Sie kostenlos herunterladen und nutzen.",
  },
} satisfies Messages<"common">;
