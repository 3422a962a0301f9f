import type { Messages } from "../types";
import { marketingFigures, requirements } from "../../site";
import common from "./common";
import { f } from "./format";

const space = f.unit(requirements.freeSpaceMb, "megabyte");
const adminNeeded = requirements.adminRightsNeeded;

export default {
  intro: {
    title: "Un calendrier enfin serein",
    lead: "Téléchargez l’application, ouvrez-la et planifiez votre première semaine en quelques minutes. Elle ne coûte rien, ni aujourd’hui ni plus tard.",
    downloadLabel: "Télécharger pour Windows",
    note: `Gratuit · ${common.windowsVersions} · ${space}`,
  },
  trustLabel: "Pourquoi on lui fait confiance",
  benefitsTitle: "Ce que vous obtenez",
  benefits: {
    free: "Toutes les fonctionnalités, gratuites et sans inscription",
    views: "Vues jour, semaine, mois et année",
    sync: "Synchronisation avec Google Agenda et Outlook",
    offline: "Fonctionne hors ligne ; vos données restent à vous",
  },
  badges: {
    rating: `Satisfaction : ${f.figure(marketingFigures.reviewScore)}`,
    users: `${f.figure(marketingFigures.users)} utilisateurs`,
    local: "Données stockées sur votre PC",
    sync: "Synchronisation chiffrée facultative",
  },
  faqTitle: "Questions fréquentes",
  faq: {
    free: {
      question: "Est-ce vraiment gratuit ?",
      answer:
        "Oui. L’application se télécharge et s’utilise gratuitement, avec toutes ses fonctionnalités. Il n’y a ni inscription ni compte à créer.",
    },
    windows: {
      question: "Sur quelles versions de Windows fonctionne-t-elle ?",
      answer: `${common.windowsOrLater} : elle est compatible avec ${common.windowsVersions}. Elle nécessite ${space} d’espace libre et ${(adminNeeded && "des droits d’administrateur pour l’installation") || "aucun droit d’administrateur pour l’installation"}.`,
    },
    sync: {
      question: "Puis-je synchroniser avec Google Agenda ou Outlook ?",
      answer:
        "Oui. Vous pouvez synchroniser avec Google Agenda, Outlook et d’autres plateformes de calendrier. La synchronisation est facultative et chiffrée ; sans elle, votre calendrier reste sur votre PC.",
    },
    data: {
      question: "Où sont conservées mes données, et puis-je les emporter ?",
      answer:
        "Vos événements sont stockés localement sur votre ordinateur et l’application fonctionne hors ligne. Vous pouvez exporter vos données à tout moment, ou les supprimer.",
    },
  },
} satisfies Messages<"download">;
