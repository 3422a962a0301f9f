import type { Messages } from "../types";
import { requirements } from "../../site";
import common from "./common";
import { f } from "./format";

export default {
  lead: "Kostenlos und ohne Registrierung. Bevor Sie den Installer öffnen, nehmen Sie sich eine Minute, um zu prüfen, ob es die echte Datei ist: Diese Seite zeigt Ihnen, wie.",
  sampleNotice: {
    title: "Diese Angaben zur Version sind Beispiele",
    body: "Version, Datum, Dateinamen, Größen und SHA-256-Prüfsummen auf dieser Seite sind Beispielwerte, keine veröffentlichte Version. Prüfen Sie damit keine heruntergeladene Datei.",
  },
  legacyNotice: `Auf diesem PC scheint eine ältere Windows-Version zu laufen. ${common.productFullName} benötigt ${common.windowsOrLater}: Unter Windows 7 oder 8 startet der Installer nicht.`,
  downloadsTitle: "Installer herunterladen",
  facts: {
    label: "Über diese Version",
    version: "Version",
    released: "Veröffentlicht",
    requires: "Voraussetzung",
    architectures: "Prozessoren",
  },
  check: {
    title: "Prüfen Sie die Datei, bevor Sie sie öffnen",
    intro:
      "Zwei Prüfungen, je eine Minute. Die Prüfsumme beweist, dass die Datei genau die hier genannte ist; die digitale Signatur des Herausgebers beweist, wer sie erstellt hat.",
    checksumTitle: "1. SHA-256-Prüfsumme vergleichen",
    checksumSteps: [
      "Öffnen Sie PowerShell: Drücken Sie die Windows-Taste, tippen Sie PowerShell und drücken Sie die Eingabetaste.",
      "Fügen Sie die Zeile für Ihre Datei ein und drücken Sie die Eingabetaste. Sie erwartet die Datei im Ordner „Downloads“; haben Sie sie anderswo gespeichert, ändern Sie den Ordner in der Zeile.",
    ],
    checksumResult:
      "PowerShell gibt True aus, wenn die Datei echt ist. False bedeutet, dass es nicht die Datei dieser Seite ist: Öffnen Sie sie nicht.",
    publisherTitle: "2. Herausgeber prüfen",
    publisher: (name: string) =>
      `Klicken Sie mit der rechten Maustaste auf die Datei, wählen Sie Eigenschaften und dann die Registerkarte Digitale Signaturen: Der Name des Signaturgebers muss genau „${name}“ lauten. Windows zeigt denselben Herausgebernamen in seinen Sicherheitsabfragen.`,
  },
  smartScreen: {
    title: "Wenn Windows meldet: „Der Computer wurde durch Windows geschützt“",
    intro:
      "Microsoft Defender SmartScreen zeigt dieses blaue Fenster bei Apps, die bisher wenige Menschen heruntergeladen haben – bei einer neuen Version ist das üblich. Es sagt nicht, dass die Datei schädlich ist, sondern dass Windows sie noch nicht gut kennt.",
    steps: (name: string) => [
      "Prüfen Sie zuerst die Prüfsumme, wie oben beschrieben.",
      "Wählen Sie Weitere Informationen.",
      `Prüfen Sie, dass bei Herausgeber „${name}“ steht und bei App der Name der heruntergeladenen Datei.`,
      "Wählen Sie Trotzdem ausführen.",
    ],
    stopTitle: "Brechen Sie ab und löschen Sie die Datei, wenn:",
    stop: (name: string) => [
      "PowerShell False ausgibt oder die Prüfsumme von der auf dieser Seite abweicht.",
      `Als Herausgeber „Unbekannter Herausgeber“ oder ein anderer Name als „${name}“ steht (in der Signatur oder im blauen Fenster).`,
      "Die Datei nicht von dieser Seite stammt, sondern von einer anderen Download-Website, aus einer E-Mail oder einer Nachricht.",
    ],
    stopAfter: "Laden Sie sie erneut von dieser Seite herunter und prüfen Sie sie noch einmal.",
  },
  install: {
    title: "In drei Schritten installieren",
    steps: [
      "Öffnen Sie die heruntergeladene Datei aus den Downloads Ihres Browsers oder aus Ihrem Ordner „Downloads“.",
      requirements.adminRightsNeeded
        ? "Folgen Sie dem Installer. Windows fragt nach der Erlaubnis eines Administrators."
        : "Folgen Sie dem Installer. Er braucht keine Administratorrechte: Er installiert nur für Ihr Windows-Konto.",
      `Öffnen Sie ${common.productName} über das Startmenü und planen Sie Ihre erste Woche.`,
    ],
  },
  processorRequirement: (names: string[]) => `Prozessor: ${f.list(names, "disjunction")}`,
} satisfies Messages<"verification-guide">;
