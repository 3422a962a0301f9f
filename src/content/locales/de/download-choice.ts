import type { Messages } from "../types";
import { requirements } from "../../site";
import common from "./common";
import { f } from "./format";

const space = f.unit(requirements.freeSpaceMb, "megabyte");

export default {
  architectureNames: { x64: "x64", arm64: "ARM64" },
  architectureDetail: "({architecture})",
  legacyNote: `Benötigt ${common.windowsOrLater}. Auf diesem PC scheint eine ältere Windows-Version zu laufen.`,
  elsewhere: {
    title: "Für Windows-PCs gemacht",
    body: `Schicken Sie sich den Link und installieren Sie die App auf Ihrem PC mit ${common.windowsVersions}.`,
    linkLabel: "Link",
    addressLabel: "Adresse der Download-Seite",
    copyLink: "Link kopieren",
    copyLinkName: "Link kopieren",
    share: "Link teilen",
    remind: "Am PC erinnern",
    remindHint: "Trägt um 19 Uhr einen 15-minütigen Termin mit dem Link in Ihren Kalender ein.",
    downloadPage: "Zur Download-Seite",
  },
  copy: {
    button: "Kopieren",
    copiedButton: "Kopiert",
    copied: "{what} kopiert.",
    failed:
      "Automatisches Kopieren war nicht möglich, daher ist der Text markiert: Drücken Sie Strg+C (⌘C auf dem Mac) oder nutzen Sie den Kopierbefehl Ihres Geräts.",
  },
  actions: {
    shareFailed: "Teilen hat hier nicht funktioniert. Kopieren Sie stattdessen den Link.",
    reminderSaved:
      "Kalenderdatei gespeichert. Öffnen Sie sie, um die Erinnerung in Ihren Kalender zu übernehmen, und öffnen Sie den Link dann an Ihrem PC.",
    reminderFailed:
      "Die Kalenderdatei ließ sich hier nicht erstellen. Kopieren Sie stattdessen den Link.",
  },
  reminder: {
    summary: `${common.productFullName} installieren`,
    description: `Öffnen Sie an Ihrem Windows-PC {url}, um ${common.productFullName} herunterzuladen: kostenlos, ohne Registrierung, ${common.windowsOrLater}.`,
  },
  requirementsTitle: "Systemanforderungen",
  requirements: {
    os: common.windowsOrLater,
    space: `${space} freier Speicherplatz`,
    admin: requirements.adminRightsNeeded
      ? "Administratorrechte nötig"
      : "Keine Administratorrechte nötig",
  },
} satisfies Messages<"download-choice">;
