import type { Messages } from "../types";
import common from "./common";

export default {
  meta: {
    title: `Herunterladen und prüfen – ${common.productFullName}`,
    description: `Laden Sie ${common.productFullName} herunter, prüfen Sie die SHA-256-Prüfsumme und den Herausgeber des Installationsprogramms, kommen Sie sicher an der SmartScreen-Warnung vorbei und installieren Sie in drei Schritten.`,
  },
  title: `${common.productFullName} herunterladen`,
  sampleMark: "Beispiel",
  elsewhereTitle: "Sie sind nicht an einem Windows-PC",
  elsewhereBody: `${common.productFullName} wird unter ${common.windowsVersions} installiert. Kopieren Sie den Link zu dieser Seite und öffnen Sie ihn an Ihrem PC.`,
  installerTitles: {
    x64: { title: "Windows auf x64", detail: "Die meisten PCs: Intel- oder AMD-Prozessoren" },
    arm64: { title: "Windows auf ARM", detail: "ARM64-PCs, etwa Laptops mit Snapdragon" },
  },
  installer: {
    download: "Für Windows herunterladen",
    fileName: "Datei",
    size: "Größe",
    sizeValue: "{megabytes} ({bytes} Bytes)",
    sha256: "SHA-256",
    recommended: "Empfohlen für diesen PC",
    copyName: "SHA-256-Prüfsumme von {file} kopieren",
  },
  whichOne:
    "Unsicher, welche? Öffnen Sie Einstellungen, dann System, dann Info: Unter „Systemtyp“ steht x64-basierter oder ARM-basierter Prozessor.",
  commands: {
    commandFor: "Für {file}:",
    commandWhat: "Befehl",
    copyCommandName: "PowerShell-Prüfung für {file} kopieren",
  },
  releaseNotes: "Neu in Version {version}",
  winget: {
    title: "Im Terminal installieren",
    lead: "Lieber per Befehlszeile? winget, der Windows-Paket-Manager von Windows 10 und 11, installiert die App mit einem Befehl, und „winget upgrade“ hält sie aktuell.",
    commandWhat: "Befehl",
    copyCommandName: "winget-Installationsbefehl kopieren",
  },
} satisfies Messages<"verification">;
