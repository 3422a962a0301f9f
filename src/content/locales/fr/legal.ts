import type { Messages } from "../types";

export default {
  effective: "Date d’effet :",
  lastUpdated: "Dernière mise à jour :",
  onThisPage: "Sur cette page",
  seeAlso: "Voir aussi :",
  translationNotice: {
    text: "Ceci est une traduction. En cas de divergence avec le texte anglais, le texte anglais fait foi.",
    link: "Lire le texte anglais",
  },
} satisfies Messages<"legal">;
