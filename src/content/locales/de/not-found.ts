import type { Messages } from "../types";
import common from "./common";

export default {
  meta: {
    title: `Seite nicht gefunden – ${common.productFullName}`,
    description: `Diese Seite gibt es nicht. Zurück zur Startseite von ${common.productFullName}.`,
  },
  eyebrow: "Fehler 404",
  title: "Seite nicht gefunden",
  text: "Die angeforderte Seite gibt es nicht, oder sie wurde verschoben.",
  homeLink: "Zur Startseite",
  downloadLink: "Zur Download-Seite",
  sectionsTitle: "Oder direkt zu",
} satisfies Messages<"not-found">;
