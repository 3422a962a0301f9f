import type { Messages } from "../types";
import common from "./common";

export default {
  meta: {
    title: `Page introuvable – ${common.productFullName}`,
    description: `Cette page n’existe pas. Revenez à l’accueil de ${common.productFullName}.`,
  },
  eyebrow: "Erreur 404",
  title: "Page introuvable",
  text: "La page demandée n’existe pas ou a été déplacée.",
  homeLink: "Aller à l’accueil",
  downloadLink: "Aller à la page de téléchargement",
  sectionsTitle: "Ou directement vers",
} satisfies Messages<"not-found">;
