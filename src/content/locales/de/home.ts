import type { Messages } from "../types";
import common from "./common";
import { f } from "./format";

export default {
  meta: {
    title: "Kalender für Windows – der kostenlose persönliche Kalender",
    description: `Ein kostenloser Desktop-Kalender für ${common.windowsVersionsList}: Tages-, Wochen-, Monats- und Jahresansicht, Erinnerungen, farbige Kategorien, Synchronisierung und Offline-Nutzung. Ohne Registrierung.`,
  },
  hero: {
    eyebrow: "Kostenloser Desktop-Kalender für Windows",
    highlightsLabel: "Auf einen Blick",
    badges: {
      free: `${f.number(1, { style: "percent" })} kostenlos`,
      noRegistration: "Ohne Registrierung",
      offline: "Funktioniert offline",
    },
    downloadLabel: "Für Windows herunterladen",
    compatibility: `Kompatibel mit ${common.windowsVersions}`,
    scrollLabel: "Zu den Funktionen",
  },
} satisfies Messages<"home">;
