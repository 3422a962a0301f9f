import type { Messages } from "../types";
import { requirements } from "../../site";
import common from "./common";
import { f } from "./format";

const space = f.unit(requirements.freeSpaceMb, "megabyte");
const adminNeeded = requirements.adminRightsNeeded;

export default {
  architectureNames: { x64: "x64", arm64: "ARM64" },
  architectureDetail: "({architecture})",
  legacyNote: `Nécessite ${common.windowsOrLater}. Ce PC semble utiliser une version plus ancienne de Windows.`,
  elsewhere: {
    title: "Conçu pour les PC Windows",
    body: `Envoyez-vous le lien et installez l’application sur votre PC sous ${common.windowsVersions}.`,
    linkLabel: "Lien",
    addressLabel: "Adresse de la page de téléchargement",
    copyLink: "Copier le lien",
    copyLinkName: "Copier le lien vers la page de téléchargement",
    share: "Partager le lien",
    remind: "Rappel sur mon PC",
    remindHint: "Ajoute à votre agenda un événement de 15 minutes à 19 h, avec le lien.",
    downloadPage: "Page de téléchargement",
  },
  copy: {
    button: "Copier",
    copiedButton: "Copié",
    copied: "Copié : {what}.",
    failed:
      "La copie automatique n’a pas fonctionné, le texte est donc sélectionné : appuyez sur Ctrl+C (⌘C sur Mac) ou utilisez la commande Copier de votre appareil.",
  },
  actions: {
    shareFailed: "Le partage n’a pas fonctionné ici. Copiez plutôt le lien.",
    reminderSaved:
      "Fichier d’agenda enregistré. Ouvrez-le pour ajouter le rappel à votre agenda, puis ouvrez le lien sur votre PC.",
    reminderFailed: "Impossible de créer le fichier d’agenda ici. Copiez plutôt le lien.",
  },
  reminder: {
    summary: `Installer ${common.productFullName}`,
    description: `Sur votre PC Windows, ouvrez {url} pour télécharger ${common.productFullName} : gratuit, sans inscription, ${common.windowsOrLater}.`,
  },
  requirementsTitle: "Configuration requise",
  requirements: {
    os: common.windowsOrLater,
    space: `${space} d’espace libre`,
    admin:
      (adminNeeded && "Droits d’administrateur nécessaires") ||
      "Aucun droit d’administrateur nécessaire",
  },
} satisfies Messages<"download-choice">;
