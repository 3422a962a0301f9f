import type { Messages } from "../types";
import { requirements } from "../../site";
import { f } from "./format";

const versions = requirements.compatibleWindowsVersions.map((v) => f.number(v));

export default {
  productName: "Calendrier",
  productFullName: "Calendrier pour Windows",
  tagline:
    "Un calendrier de bureau serein et gratuit pour vos journées, vos semaines et vos années.",
  socialImageAlt:
    "Calendrier pour Windows : un calendrier de bureau serein et gratuit pour vos journées, vos semaines et vos années.",
  socialImageChips: { free: "Gratuit, sans inscription", offline: "Fonctionne hors ligne" },
  windowsOrLater: `${requirements.os} ${f.number(requirements.minWindowsVersion)} ou version ultérieure`,
  windowsVersions: `${requirements.os} ${versions.join("/")}`,
  windowsVersionsList: `${requirements.os} ${f.list(versions)}`,
  backToHome: "Retour à l’accueil",
  skipLink: "Aller au contenu principal",
  sectionsLabel: "Sections",
  sections: {
    features: "Fonctionnalités",
    "live-preview": "Aperçu en direct",
    download: "Téléchargement",
  },
  theme: { legend: "Thème de couleur", light: "Clair", dark: "Sombre", system: "Système" },
  language: { label: "Langue :", listLabel: "Choisir une langue" },
  suggestion: {
    text: "Cette page existe aussi en français.",
    action: "Lire en français",
    dismiss: "Rester en français",
    label: "Suggestion de langue",
  },
  footer: {
    productLabel: "Produit",
    legalLabel: "Informations légales",
    links: {
      privacy: "Politique de confidentialité",
      terms: "Conditions d’utilisation",
      accessibility: "Accessibilité",
      releases: "Notes de version",
      holidays: "Calendriers des fêtes",
    },
    copyright: "© {year} {organisation}.",
    freeNote: "Calendrier pour Windows se télécharge et s’utilise gratuitement.",
  },
} satisfies Messages<"common">;
