import type { Messages } from "../types";
import common from "./common";

const app = common.productFullName;

export default {
  meta: {
    title: `Feiertagskalender — ${app}`,
    description:
      "Kostenlose Feiertagskalender zum Abonnieren in Outlook, Google Kalender oder Apple Kalender: US-Bundesfeiertage, jüdische Feiertage sowie Tagundnachtgleichen und Sonnenwenden.",
  },
  title: "Feiertagskalender",
  lead: `Fügen Sie Feiertage, jüdische Feiertage und die Jahreszeiten dem Kalender hinzu, den Sie heute verwenden, und behalten Sie sie später in ${app}. Ihre Daten folgen denselben Regeln wie der Demo-Kalender auf unserer Startseite.`,
  years:
    "Jeder Kalender enthält die Jahre {first} bis {last}. Er wird bei jeder Aktualisierung dieser Website neu erstellt, und ein abonnierter Kalender prüft einmal pro Woche auf Änderungen.",
  language:
    "Die Termine sind auf Deutsch benannt. Jede Sprache dieser Website hat ihre eigene Fassung dieser Kalender.",
  calendars: {
    "us-holidays": {
      name: "US-Bundesfeiertage",
      holds:
        "Die Bundesfeiertage der Vereinigten Staaten an ihren offiziellen Daten (fällt einer auf ein Wochenende, kann der freie Tag der Freitag davor oder der Montag danach sein): {events}.",
    },
    "jewish-holidays": {
      name: "Jüdische Feiertage",
      holds:
        "Der erste Tag der wichtigsten jüdischen Feiertage, nach dem hebräischen Kalender (jeder beginnt am Vorabend bei Sonnenuntergang): {events}.",
    },
    seasons: {
      name: "Tagundnachtgleichen und Sonnenwenden",
      holds: "Der Beginn jeder astronomischen Jahreszeit, nach UTC datiert: {events}.",
    },
  },
  subscribe: "Abonnieren",
  download: ".ics herunterladen",
  howTo: {
    title: "So abonnieren Sie",
    outlook: {
      app: "Outlook (Windows)",
      steps:
        "Wählen Sie „Abonnieren“ und bestätigen Sie. Oder wählen Sie in Outlook „Kalender hinzufügen“, dann „Aus dem Web abonnieren“, und fügen Sie die Adresse des Links „Abonnieren“ ein.",
    },
    google: {
      app: "Google Kalender",
      steps:
        "Wählen Sie am Computer das + neben „Weitere Kalender“, dann „Per URL“; fügen Sie die Adresse des Links „Abonnieren“ ein und wählen Sie „Kalender hinzufügen“.",
    },
    apple: {
      app: "Apple Kalender",
      steps: "Wählen Sie auf einem Mac, iPhone oder iPad „Abonnieren“ und bestätigen Sie.",
    },
    download:
      "Eine heruntergeladene .ics-Datei ist eine Kopie: Einmal importiert, ändert sie sich nicht mehr. Ein Abonnement bleibt aktuell.",
  },
} satisfies Messages<"holidays">;
