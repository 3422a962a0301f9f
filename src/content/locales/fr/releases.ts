import type { Messages } from "../types";
import common from "./common";

const app = common.productFullName;

export default {
  meta: {
    title: `Notes de version — ${app}`,
    description: `Ce qui a changé dans chaque version de ${app}, avec sa date de sortie, de la plus récente à la plus ancienne. Suivez les nouvelles versions avec le flux Atom.`,
  },
  title: "Notes de version",
  lead: `Ce qui a changé dans chaque version de ${app}, de la plus récente à la plus ancienne.`,
  version: "Version {version}",
  released: "Publiée le {date}",
  current: "Version actuelle",
  download: "Télécharger la version actuelle",
  sampleNotice:
    "Ces versions sont des exemples : les versions, dates et notes affichées ici sont fictives jusqu’à la publication de la première version.",
  feed: {
    title: `${app} : notes de version`,
    link: "Suivre les nouvelles versions dans un lecteur de flux (flux Atom)",
    entry: `${app} {version}`,
  },
  notes: {
    "1.4.2": [
      "Les rappels réglés sur la même minute s’affichent désormais tous, pas seulement le premier.",
      "Les numéros de semaine suivent le premier jour de la semaine de votre région.",
      "Importer un fichier .ics vide ne ferme plus l’application.",
    ],
    "1.4.0": [
      "Une nouvelle vue annuelle montre toute l’année d’un coup d’œil.",
      "Le thème sombre suit le réglage de Windows dès qu’il change.",
      "Une version native pour les PC Windows sur ARM.",
    ],
    "1.3.0": [
      "Importez et exportez des calendriers en fichiers .ics.",
      "Des raccourcis clavier dans toutes les vues.",
      "Démarre deux fois plus vite sur les PC anciens.",
    ],
  },
} satisfies Messages<"releases">;
