import type { Messages } from "../types";
import common from "./common";

const app = common.productFullName;

export default {
  meta: {
    title: `Versionshinweise — ${app}`,
    description: `Was sich in jeder Version von ${app} geändert hat, mit Veröffentlichungsdatum, die neueste zuerst. Neue Versionen per Atom-Feed verfolgen.`,
  },
  title: "Versionshinweise",
  lead: `Was sich in jeder Version von ${app} geändert hat, die neueste zuerst.`,
  version: "Version {version}",
  released: "Veröffentlicht am {date}",
  current: "Aktuelle Version",
  download: "Aktuelle Version herunterladen",
  sampleNotice:
    "Diese Versionen sind Beispiele: Versionen, Daten und Hinweise hier sind Muster, bis die erste Version veröffentlicht ist.",
  feed: {
    title: `${app}: Versionshinweise`,
    link: "Neue Versionen im Feedreader verfolgen (Atom-Feed)",
    entry: `${app} {version}`,
  },
  notes: {
    "1.4.2": [
      "Erinnerungen für dieselbe Minute erscheinen jetzt alle, nicht nur die erste.",
      "Kalenderwochen richten sich nach dem ersten Wochentag Ihrer Region.",
      "Der Import einer leeren .ics-Datei schließt die App nicht mehr.",
    ],
    "1.4.0": [
      "Eine neue Jahresansicht zeigt das ganze Jahr auf einen Blick.",
      "Das dunkle Design folgt der Windows-Einstellung, sobald sie sich ändert.",
      "Eine eigene Version für Windows-PCs mit ARM.",
    ],
    "1.3.0": [
      "Kalender als .ics-Dateien importieren und exportieren.",
      "Tastenkürzel in jeder Ansicht.",
      "Startet auf älteren PCs doppelt so schnell.",
    ],
  },
} satisfies Messages<"releases">;
