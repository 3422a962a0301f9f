import type { Messages } from "../types";
import { requirements } from "../../site";
import common from "./common";

const ui = {
  edge: {
    more: "…",
    warning:
      "{file} wird nicht häufig heruntergeladen. Stellen Sie sicher, dass Sie {file} vertrauen, bevor Sie die Datei öffnen.",
    keep: "Beibehalten",
    trust: "Stellen Sie sicher, dass Sie {file} vertrauen, bevor Sie die Datei öffnen",
    showMore: "Mehr anzeigen",
    keepAnyway: "Trotzdem beibehalten",
  },
  chrome: {
    blocked: "Verdächtiger Download blockiert",
    download: "Verdächtige Datei herunterladen",
  },
  smartScreen: {
    title: "Der Computer wurde durch Windows geschützt",
    body: "Von Microsoft Defender SmartScreen wurde der Start einer unbekannten App verhindert. Die Ausführung dieser App stellt u.\u00a0U. ein Risiko für den PC dar.",
    moreInfo: "Weitere Informationen",
    app: "App:",
    publisher: "Herausgeber:",
    unknownPublisher: "Unbekannter Herausgeber",
    run: "Trotzdem ausführen",
    dontRun: "Nicht ausführen",
  },
  startApp: "App",
};

export default {
  lead: "Kostenlos und ohne Registrierung. Ein Download, drei kurze Schritte, und Ihr Kalender ist bereit.",
  allDownloads: "Weitere Installationsprogramme und Prüfsummen",
  sampleNotice: {
    title: "Beispielangaben.",
    body: "Version, Datum, Dateinamen, Größen und SHA-256-Prüfsummen auf dieser Seite sind Beispielwerte, keine veröffentlichte Version: Prüfen Sie damit keine heruntergeladene Datei.",
  },
  legacyNotice: `Auf diesem PC scheint eine ältere Windows-Version zu laufen. ${common.productFullName} benötigt ${common.windowsOrLater}: Unter Windows 7 oder 8 startet das Installationsprogramm nicht.`,
  ui,
  install: {
    title: "In drei Schritten installieren",
    intro:
      "Ihr Browser und Windows sind vorsichtig mit Apps, die sie noch nicht kennen. So sieht das aus, und das wählen Sie.",
  },
  browser: {
    title: "Den Download behalten",
    text: "Eine neue Version wurde erst selten heruntergeladen, deshalb meldet Ihr Browser vielleicht, die Datei werde nicht häufig heruntergeladen. Das ist zu erwarten.",
    edge: "In Microsoft Edge wählen Sie {more} neben der Datei und dann {keep}. Im Fenster, das sich öffnet, wählen Sie {showMore} und dann {keepAnyway}.",
    chrome: "In Google Chrome wählen Sie den Download und dann {download}.",
  },
  smartScreen: {
    title: "Die Datei öffnen und ausführen",
    text: "Öffnen Sie die Datei aus den Downloads Ihres Browsers oder aus Ihrem Ordner „Downloads“. Meldet Windows „{title}“, wählen Sie {moreInfo}, prüfen Sie, dass als Herausgeber „{publisher}“ steht, und wählen Sie dann {run}.",
    why: "Microsoft Defender SmartScreen zeigt dieses blaue Fenster bei Apps, die bisher wenige Menschen heruntergeladen haben – bei einer neuen Version ist das üblich. Es sagt nicht, dass die Datei schädlich ist, sondern dass Windows sie noch nicht gut kennt.",
  },
  setup: {
    title: `Installieren und ${common.productName} öffnen`,
    text: requirements.adminRightsNeeded
      ? "Folgen Sie dem Installationsprogramm. Windows fragt nach der Erlaubnis eines Administrators."
      : "Folgen Sie dem Installationsprogramm. Es braucht keine Administratorrechte: Es installiert nur für Ihr Windows-Konto.",
    open: `Öffnen Sie dann ${common.productName} über das Startmenü und planen Sie Ihre erste Woche.`,
  },
  installer: {
    title: `${common.productFullName} – Setup`,
    progress: `${common.productName} wird installiert…`,
  },
  check: {
    title: "Die Datei prüfen (optional)",
    intro:
      "Zwei Prüfungen, je eine Minute, für ein sicheres Gefühl. Die Prüfsumme beweist, dass die Datei genau die hier genannte ist; die digitale Signatur des Herausgebers beweist, wer sie erstellt hat.",
    checksumTitle: "1. SHA-256-Prüfsumme vergleichen",
    checksumSteps: [
      "Öffnen Sie PowerShell: Drücken Sie die Windows-Taste, tippen Sie PowerShell und drücken Sie die Eingabetaste.",
      "Fügen Sie die Zeile für Ihre Datei ein und drücken Sie die Eingabetaste. Sie erwartet die Datei im Ordner „Downloads“; haben Sie sie anderswo gespeichert, ändern Sie den Ordner in der Zeile.",
    ],
    checksumResult:
      "PowerShell gibt True aus, wenn die Datei echt ist. False bedeutet, dass es nicht die Datei dieser Seite ist: Öffnen Sie sie nicht.",
    publisherTitle: "2. Herausgeber prüfen",
    publisher:
      "Klicken Sie mit der rechten Maustaste auf die Datei, wählen Sie Eigenschaften und dann die Registerkarte Digitale Signaturen: Der Name des Signaturgebers muss genau „{publisher}“ lauten. Windows zeigt denselben Herausgebernamen in seinen Sicherheitsabfragen.",
  },
  fails: {
    title: "Wenn eine Prüfung fehlschlägt",
    intro: "Öffnen Sie die Datei nicht und löschen Sie sie, wenn:",
    items: [
      "PowerShell False ausgibt oder die Prüfsumme von der auf dieser Seite abweicht.",
      `Als Herausgeber „${ui.smartScreen.unknownPublisher}“ oder ein anderer Name als „{publisher}“ steht (in der Signatur oder im blauen Fenster).`,
      "Die Datei nicht von dieser Seite stammt, sondern von einer anderen Download-Website, aus einer E-Mail oder einer Nachricht.",
    ],
    after: "Laden Sie sie erneut von dieser Seite herunter und prüfen Sie sie noch einmal.",
  },
  downloadsTitle: "Die Installationsprogramme",
  facts: {
    label: "Über diese Version",
    version: "Version",
    versionOf: "Version {version}",
    released: "Veröffentlicht",
    requires: "Voraussetzung",
    architectures: "Prozessoren",
  },
  processorRequirement: "Prozessor: {processors}",
} satisfies Messages<"verification-guide">;
