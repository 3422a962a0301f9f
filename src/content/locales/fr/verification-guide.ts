import type { Messages } from "../types";
import { requirements } from "../../site";
import common from "./common";
import { f } from "./format";

export default {
  lead: "Gratuit, sans inscription. Avant d’ouvrir le programme d’installation, prenez une minute pour vérifier qu’il s’agit du fichier authentique : cette page vous explique comment.",
  sampleNotice: {
    title: "Ces informations de version sont des exemples",
    body: "La version, la date, les noms de fichier, les tailles et les sommes SHA-256 de cette page sont des valeurs d’exemple, pas une version publiée. Ne les utilisez pas pour vérifier un fichier téléchargé.",
  },
  legacyNotice: `Ce PC semble utiliser une version plus ancienne de Windows. ${common.productFullName} nécessite ${common.windowsOrLater} : le programme d’installation ne fonctionne pas sous Windows 7 ou 8.`,
  downloadsTitle: "Télécharger le programme d’installation",
  facts: {
    label: "À propos de cette version",
    version: "Version",
    released: "Publiée le",
    requires: "Configuration",
    architectures: "Processeurs",
  },
  check: {
    title: "Vérifiez le fichier avant de l’ouvrir",
    intro:
      "Deux vérifications, une minute chacune. La somme de contrôle prouve que le fichier est exactement celui indiqué ici ; la signature numérique de l’éditeur prouve qui l’a créé.",
    checksumTitle: "1. Comparer la somme SHA-256",
    checksumSteps: [
      "Ouvrez PowerShell : appuyez sur la touche Windows, tapez PowerShell puis appuyez sur Entrée.",
      "Collez la ligne correspondant à votre fichier et appuyez sur Entrée. Elle cherche le fichier dans votre dossier Téléchargements ; si vous l’avez enregistré ailleurs, modifiez le dossier dans la ligne.",
    ],
    checksumResult:
      "PowerShell affiche True si le fichier est authentique. False signifie que ce n’est pas le fichier de cette page : ne l’ouvrez pas.",
    publisherTitle: "2. Vérifier l’éditeur",
    publisher: (name: string) =>
      `Cliquez sur le fichier avec le bouton droit, choisissez Propriétés, puis l’onglet Signatures numériques : le nom du signataire doit être exactement « ${name} ». Windows affiche ce même nom d’éditeur dans ses demandes de sécurité.`,
  },
  smartScreen: {
    title: "Si Windows affiche « Windows a protégé votre ordinateur »",
    intro:
      "Microsoft Defender SmartScreen affiche cette fenêtre bleue pour les applications encore peu téléchargées, ce qui est courant pour une nouvelle version. Elle ne dit pas que le fichier est dangereux, seulement que Windows ne le connaît pas encore bien.",
    steps: (name: string) => [
      "Vérifiez d’abord la somme de contrôle, comme ci-dessus.",
      "Sélectionnez Informations complémentaires.",
      `Vérifiez qu’Éditeur indique « ${name} » et qu’Application indique le nom du fichier téléchargé.`,
      "Sélectionnez Exécuter quand même.",
    ],
    stopTitle: "Arrêtez-vous et supprimez le fichier si :",
    stop: (name: string) => [
      "PowerShell affiche False, ou la somme de contrôle diffère de celle de cette page.",
      `L’éditeur est « Éditeur inconnu » ou tout autre nom que « ${name} » (dans la signature ou dans la fenêtre bleue).`,
      "Le fichier ne vient pas de cette page, mais d’un autre site de téléchargement, d’un e-mail ou d’un message.",
    ],
    stopAfter: "Téléchargez-le à nouveau depuis cette page et vérifiez-le encore une fois.",
  },
  install: {
    title: "Installer en trois étapes",
    steps: [
      "Ouvrez le fichier téléchargé depuis les téléchargements de votre navigateur ou votre dossier Téléchargements.",
      requirements.adminRightsNeeded
        ? "Suivez le programme d’installation. Windows demande l’autorisation d’un administrateur."
        : "Suivez le programme d’installation. Aucun droit d’administrateur n’est nécessaire : il s’installe pour votre compte Windows uniquement.",
      `Ouvrez ${common.productName} depuis le menu Démarrer et planifiez votre première semaine.`,
    ],
  },
  processorRequirement: (names: string[]) => `Processeur : ${f.list(names, "disjunction")}`,
} satisfies Messages<"verification-guide">;
