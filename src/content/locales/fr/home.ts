import type { Messages } from "../types";
import common from "./common";
import { f } from "./format";

export default {
  meta: {
    title: "Calendrier pour Windows – votre calendrier personnel gratuit",
    description: `Un calendrier de bureau gratuit pour ${common.windowsVersionsList} : vues jour, semaine, mois et année, rappels, catégories en couleur, synchronisation et utilisation hors ligne. Sans inscription.`,
  },
  hero: {
    eyebrow: "Calendrier de bureau gratuit pour Windows",
    highlightsLabel: "Points forts",
    badges: {
      free: `${f.number(1, { style: "percent" })} gratuit`,
      noRegistration: "Sans inscription",
      offline: "Fonctionne hors ligne",
    },
    downloadLabel: "Télécharger pour Windows",
    compatibility: `Compatible avec ${common.windowsVersions}`,
    scrollLabel: "Voir les fonctionnalités",
  },
} satisfies Messages<"home">;
