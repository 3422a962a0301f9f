import type { Messages } from "../types";
import { requirements } from "../../site";
import common from "./common";

// No-break spaces inside guillemets and before colons, as French typography has them.
const ui = {
  edge: {
    more: "…",
    warning:
      "{file} n’est pas couramment téléchargé. Assurez-vous que vous faites confiance à {file} avant de l’ouvrir.",
    keep: "Conserver",
    trust: "Assurez-vous que vous faites confiance à {file} avant de l’ouvrir",
    showMore: "Afficher plus",
    keepAnyway: "Conserver quand même",
  },
  chrome: {
    blocked: "Téléchargement suspect bloqué",
    download: "Télécharger le fichier suspect",
  },
  smartScreen: {
    title: "Windows a protégé votre ordinateur",
    body: "Microsoft Defender SmartScreen a empêché le démarrage d’une application non reconnue. L’exécution de cette application peut présenter un risque pour votre ordinateur.",
    moreInfo: "Informations complémentaires",
    app: "Application\u00a0:",
    publisher: "Éditeur\u00a0:",
    unknownPublisher: "Éditeur inconnu",
    run: "Exécuter quand même",
    dontRun: "Ne pas exécuter",
  },
  startApp: "Application",
};

export default {
  lead: "Gratuit, sans inscription. Un téléchargement, trois étapes courtes, et votre calendrier est prêt.",
  allDownloads: "Autres programmes d’installation et sommes de contrôle",
  sampleNotice: {
    title: "Données d’exemple.",
    body: "La version, la date, les noms de fichier, les tailles et les sommes SHA-256 de cette page sont des valeurs d’exemple, pas une version publiée\u00a0: ne les utilisez pas pour vérifier un fichier téléchargé.",
  },
  legacyNotice: `Ce PC semble utiliser une version plus ancienne de Windows. ${common.productFullName} nécessite ${common.windowsOrLater} : le programme d’installation ne fonctionne pas sous Windows 7 ou 8.`,
  ui,
  install: {
    title: "Installer en trois étapes",
    intro:
      "Votre navigateur et Windows sont prudents avec les applications qu’ils ne connaissent pas encore. Voici ce qu’ils affichent, et ce qu’il faut sélectionner.",
  },
  browser: {
    title: "Conserver le téléchargement",
    text: "Une nouvelle version compte encore peu de téléchargements\u00a0: votre navigateur peut donc signaler que le fichier n’est pas couramment téléchargé. C’est normal.",
    edge: "Dans Microsoft Edge, sélectionnez {more} à côté du fichier, puis {keep}. Dans la fenêtre qui s’ouvre, sélectionnez {showMore}, puis {keepAnyway}.",
    chrome: "Dans Google Chrome, sélectionnez le téléchargement, puis {download}.",
  },
  smartScreen: {
    title: "L’ouvrir et laisser Windows l’exécuter",
    text: "Ouvrez le fichier depuis les téléchargements de votre navigateur ou votre dossier Téléchargements. Si Windows affiche «\u00a0{title}\u00a0», sélectionnez {moreInfo}, vérifiez que l’éditeur est «\u00a0{publisher}\u00a0», puis sélectionnez {run}.",
    why: "Microsoft Defender SmartScreen affiche cette fenêtre bleue pour les applications encore peu téléchargées, ce qui est courant pour une nouvelle version. Elle ne dit pas que le fichier est dangereux, seulement que Windows ne le connaît pas encore bien.",
  },
  setup: {
    title: `Installer, puis ouvrir ${common.productName}`,
    text: requirements.adminRightsNeeded
      ? "Suivez le programme d’installation. Windows demande l’autorisation d’un administrateur."
      : "Suivez le programme d’installation. Aucun droit d’administrateur n’est nécessaire\u00a0: il s’installe pour votre compte Windows uniquement.",
    open: `Ouvrez ensuite ${common.productName} depuis le menu Démarrer et planifiez votre première semaine.`,
  },
  installer: {
    title: `Installation de ${common.productFullName}`,
    progress: `Installation de ${common.productName}…`,
  },
  check: {
    title: "Vérifier le fichier (facultatif)",
    intro:
      "Deux vérifications, une minute chacune, pour avoir l’esprit tranquille. La somme de contrôle prouve que le fichier est exactement celui indiqué ici ; la signature numérique de l’éditeur prouve qui l’a créé.",
    checksumTitle: "1. Comparer la somme SHA-256",
    checksumSteps: [
      "Ouvrez PowerShell : appuyez sur la touche Windows, tapez PowerShell puis appuyez sur Entrée.",
      "Collez la ligne correspondant à votre fichier et appuyez sur Entrée. Elle cherche le fichier dans votre dossier Téléchargements ; si vous l’avez enregistré ailleurs, modifiez le dossier dans la ligne.",
    ],
    checksumResult:
      "PowerShell affiche True si le fichier est authentique. False signifie que ce n’est pas le fichier de cette page : ne l’ouvrez pas.",
    publisherTitle: "2. Vérifier l’éditeur",
    publisher:
      "Cliquez sur le fichier avec le bouton droit, choisissez Propriétés, puis l’onglet Signatures numériques\u00a0: le nom du signataire doit être exactement «\u00a0{publisher}\u00a0». Windows affiche ce même nom d’éditeur dans ses demandes de sécurité.",
  },
  fails: {
    title: "Si une vérification échoue",
    intro: "N’ouvrez pas le fichier, et supprimez-le, si\u00a0:",
    items: [
      "PowerShell affiche False, ou la somme de contrôle diffère de celle de cette page.",
      `L’éditeur est «\u00a0${ui.smartScreen.unknownPublisher}\u00a0» ou tout autre nom que «\u00a0{publisher}\u00a0» (dans la signature ou dans la fenêtre bleue).`,
      "Le fichier ne vient pas de cette page, mais d’un autre site de téléchargement, d’un e-mail ou d’un message.",
    ],
    after: "Téléchargez-le à nouveau depuis cette page et vérifiez-le encore une fois.",
  },
  downloadsTitle: "Les programmes d’installation",
  facts: {
    label: "À propos de cette version",
    version: "Version",
    versionOf: "Version {version}",
    released: "Publiée le",
    requires: "Configuration",
    architectures: "Processeurs",
  },
  processorRequirement: "Processeur : {processors}",
} satisfies Messages<"verification-guide">;
