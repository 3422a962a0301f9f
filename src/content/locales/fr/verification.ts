import type { Messages } from "../types";
import common from "./common";

export default {
  meta: {
    title: `Télécharger et vérifier — ${common.productFullName}`,
    description: `Téléchargez ${common.productFullName}, vérifiez la somme SHA-256 et l’éditeur du programme d’installation, passez sans risque l’avertissement SmartScreen et installez-le en trois étapes.`,
  },
  title: `Télécharger ${common.productFullName}`,
  sampleMark: "exemple",
  elsewhereTitle: "Vous n’êtes pas sur un PC Windows",
  elsewhereBody: `${common.productFullName} s’installe sous ${common.windowsVersions}. Copiez le lien de cette page et ouvrez-le sur votre PC.`,
  installerTitles: {
    x64: { title: "Windows sur x64", detail: "La plupart des PC : processeurs Intel ou AMD" },
    arm64: { title: "Windows sur ARM", detail: "PC ARM64, comme les portables Snapdragon" },
  },
  installer: {
    download: "Télécharger pour Windows",
    fileName: "Fichier",
    size: "Taille",
    sizeValue: "{megabytes} ({bytes} octets)",
    sha256: "SHA-256",
    recommended: "Recommandé pour ce PC",
    copyName: "Copier la somme SHA-256 de {file}",
  },
  whichOne:
    "Vous hésitez ? Ouvrez Paramètres, puis Système, puis Informations système : « Type du système » indique un processeur x64 ou ARM.",
  commands: {
    commandFor: "Pour {file} :",
    commandWhat: "Commande",
    copyCommandName: "Copier la vérification PowerShell de {file}",
  },
  releaseNotes: "Nouveautés de la version {version}",
  winget: {
    title: "Installer depuis un terminal",
    lead: "Vous préférez la ligne de commande ? winget, le gestionnaire de paquets de Windows 10 et 11, installe l’application en une commande, et « winget upgrade » la tient à jour.",
    commandWhat: "Commande",
    copyCommandName: "Copier la commande d’installation winget",
  },
} satisfies Messages<"verification">;
