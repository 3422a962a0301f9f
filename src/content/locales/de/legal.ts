import type { Messages } from "../types";

export default {
  effective: "Gültig ab:",
  lastUpdated: "Zuletzt aktualisiert:",
  onThisPage: "Auf dieser Seite",
  seeAlso: "Siehe auch:",
  translationNotice: {
    text: "Dies ist eine Übersetzung. Weicht sie vom englischen Text ab, ist der englische Text maßgeblich.",
    link: "Englischen Text lesen",
  },
} satisfies Messages<"legal">;
