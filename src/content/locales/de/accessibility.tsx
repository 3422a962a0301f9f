import type { Messages } from "../types";
import { accessibilityStatementReviewed } from "../../legal";
import { contact } from "../../site";
import { AddressBreaks } from "../address-breaks";
import { EmailLink } from "../email-link";
import common from "./common";
import { f } from "./format";

const app = common.productFullName;
const zoom = f.number(4, { style: "percent" });

export default {
  meta: {
    title: `Erklärung zur Barrierefreiheit – ${app}`,
    description: `Wie barrierefrei die Website von ${app} ist: WCAG 2.2 AA als Ziel, wie wir testen, bekannte Einschränkungen und wie Sie ein Problem melden.`,
  },
  title: "Erklärung zur Barrierefreiheit",
  summary: `Jeder Mensch soll ${app} kennenlernen, den Beispielkalender ausprobieren und die App herunterladen können. Diese Website soll die Richtlinien für barrierefreie Webinhalte (WCAG) 2.2 auf Stufe AA erfüllen.`,
  sections: {
    standard: {
      heading: "Was diese Website erfüllt",
      body: (
        <>
          <p>
            Diese Website ist so gestaltet und getestet, dass sie WCAG 2.2 auf Stufe AA erfüllt.
            Insbesondere:
          </p>
          <ul>
            <li>Jede Seite lässt sich allein mit der Tastatur bedienen, mit sichtbarem Fokus.</li>
            <li>
              Texte und Bedienelemente erfüllen die Mindestkontraste im hellen wie im dunklen
              Farbschema.
            </li>
            <li>
              Die Seiten passen sich einer Breite von 320 CSS-Pixeln und einer Vergrößerung auf{" "}
              {zoom} an, ohne seitliches Scrollen.
            </li>
            <li>
              Nichts bewegt sich von selbst, und Animationen stoppen, wenn Ihr System weniger
              Bewegung wünscht.
            </li>
            <li>Der Fokus bleibt im Windows-Kontrastmodus (erzwungene Farben) sichtbar.</li>
            <li>
              Jede Seite ist auch ohne JavaScript vollständig: Texte, Links und die
              Download-Schaltfläche sind echtes HTML.
            </li>
            <li>Im Beispielkalender trägt Farbe nie allein eine Bedeutung.</li>
          </ul>
          <p>Diese Erklärung gilt nur für diese Website, nicht für die Desktop-App {app}.</p>
        </>
      ),
    },
    testing: {
      heading: "Wie wir testen",
      body: (
        <>
          <p>Bei jeder Änderung der Website laufen automatische Prüfungen:</p>
          <ul>
            <li>
              axe (Regeln der Stufen A und AA von WCAG 2.0, 2.1 und 2.2 sowie bewährte Praktiken)
              auf jeder Seite, im hellen und im dunklen Farbschema, in Telefon- und Desktopgröße,
              und auf jeder Seite jeder Übersetzung, ohne dass ein Verstoß erlaubt ist.
            </li>
            <li>
              Tastaturwege: der Link zum Überspringen, die Navigation, der Beispielkalender und die
              rechtlichen Seiten, allein mit der Tastatur bedient.
            </li>
            <li>
              Umbruch bei 320 Pixeln Breite und bei {zoom} Vergrößerung; Fokus bei erzwungenen
              Farben; keine Animation bei reduzierter Bewegung.
            </li>
            <li>
              Zugängliche Namen und Rollen der Bedienelemente, wie ein Screenreader sie ansagt;
              gültiges HTML auf jeder Seite; eine Hauptüberschrift und ein eindeutiger Titel pro
              Seite.
            </li>
          </ul>
          <p>
            Wir haben diese Erklärung zuletzt am {f.date(accessibilityStatementReviewed)} überprüft.
          </p>
        </>
      ),
    },
    limitations: {
      heading: "Bekannte Einschränkungen",
      body: (
        <ul>
          <li>
            Automatische Werkzeuge finden nur einen Teil der Barrieren, auf die Menschen stoßen. Wir
            haben die Website noch nicht mit Menschen mit Behinderungen oder in einem formellen
            Audit getestet.
          </li>
          <li>
            Die Seite zur Überprüfung des Downloads (<AddressBreaks text="/verification.html" />)
            betreibt unser Download-Anbieter; sie ist von diesen Tests nicht abgedeckt.
          </li>
          <li>
            Der Beispielkalender zeigt Beispieltermine. Auf sehr schmalen Bildschirmen werden die
            Termine im Raster zu Markierungen verkürzt; die Liste des ausgewählten Tages zeigt ihren
            vollständigen Text.
          </li>
        </ul>
      ),
    },
    feedback: {
      heading: "Ein Problem melden",
      body: (
        <p>
          Wenn Ihnen etwas auf dieser Website schwerfällt oder unmöglich ist, teilen Sie es uns
          bitte unter <EmailLink address={contact.accessibilityEmail} /> mit. Nennen Sie die Seite
          und was passiert ist, und wenn möglich Ihren Browser und Ihre assistive Technologie. Wir
          bemühen uns, innerhalb von fünf Werktagen zu antworten und Ihnen die benötigten
          Informationen in einer Form zu senden, die für Sie funktioniert.
        </p>
      ),
    },
  },
} satisfies Messages<"accessibility">;
