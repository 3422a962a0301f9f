import type { Messages } from "../types";
import { marketingFigures, requirements } from "../../site";
import common from "./common";
import { f } from "./format";

const space = f.unit(requirements.freeSpaceMb, "megabyte");

export default {
  intro: {
    title: "Bringen Sie Ruhe in Ihren Kalender",
    lead: "Laden Sie die App herunter, öffnen Sie sie und planen Sie Ihre erste Woche in wenigen Minuten. Sie kostet nichts – weder heute noch später.",
    downloadLabel: "Für Windows herunterladen",
    note: `Kostenlos · ${common.windowsVersions} · ${space}`,
  },
  trustLabel: "Warum man ihr vertraut",
  benefitsTitle: "Das bekommen Sie",
  benefits: {
    free: "Alle Funktionen, kostenlos und ohne Registrierung",
    views: "Tages-, Wochen-, Monats- und Jahresansicht",
    sync: "Synchronisierung mit Google Kalender und Outlook",
    offline: "Funktioniert offline; Ihre Daten bleiben Ihre",
  },
  badges: {
    rating: `${f.figure(marketingFigures.reviewScore)} Zufriedenheit`,
    users: `${f.figure(marketingFigures.users)} Nutzer`,
    local: "Daten auf Ihrem PC gespeichert",
    sync: "Optionale verschlüsselte Synchronisierung",
  },
  faqTitle: "Häufige Fragen",
  faq: {
    free: {
      question: "Ist die App wirklich kostenlos?",
      answer:
        "Ja. Herunterladen und Nutzen sind kostenlos, mit allen Funktionen. Es gibt keine Registrierung und Sie müssen kein Konto anlegen.",
    },
    windows: {
      question: "Unter welchen Windows-Versionen läuft sie?",
      answer: `${common.windowsOrLater} – die App ist mit ${common.windowsVersions} kompatibel. Sie braucht ${space} freien Speicherplatz und ${requirements.adminRightsNeeded ? "Administratorrechte für die Installation" : "keine Administratorrechte für die Installation"}.`,
    },
    sync: {
      question: "Kann ich mit Google Kalender oder Outlook synchronisieren?",
      answer:
        "Ja. Sie können mit Google Kalender, Outlook und anderen Kalenderplattformen synchronisieren. Die Synchronisierung ist optional und verschlüsselt; ohne sie bleibt Ihr Kalender auf Ihrem PC.",
    },
    data: {
      question: "Wo werden meine Daten gespeichert, und kann ich sie mitnehmen?",
      answer:
        "Ihre Termine werden lokal auf Ihrem Computer gespeichert, und die App funktioniert offline. Sie können Ihre Daten jederzeit exportieren oder löschen.",
    },
  },
} satisfies Messages<"download">;
