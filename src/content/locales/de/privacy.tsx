import type { Messages } from "../types";
import { contact, privacyLimits } from "../../site";
import { EmailLink } from "../email-link";
import common from "./common";
import { f } from "./format";

const app = common.productFullName;
const org = contact.postalAddress.organisation;
const age = f.number(privacyLimits.minimumAge);

export default {
  meta: {
    title: `Datenschutzerklärung – ${app}`,
    description: `Wie ${app} mit Ihren Daten umgeht: lokale Speicherung, optionale verschlüsselte Synchronisierung, abschaltbare anonyme Statistiken, Export und Löschung.`,
  },
  title: "Datenschutzerklärung",
  summary: `${app} speichert Ihren Kalender auf Ihrem eigenen Computer. Wir erheben so wenig wie möglich, verkaufen niemals Daten, und Sie können Ihre Daten jederzeit mitnehmen oder löschen.`,
  sections: {
    scope: {
      heading: "Wer wir sind und wofür diese Erklärung gilt",
      body: (
        <p>
          Diese Erklärung beschreibt, wie {org} („wir“, „uns“) mit Informationen umgeht, wenn Sie
          diese Website besuchen und wenn Sie {app} („die App“) nutzen, einen kostenlosen
          Desktop-Kalender für Windows. Sie gilt für die App, ihren optionalen
          Synchronisierungsdienst und diese Website.
        </p>
      ),
    },
    "local-data": {
      heading: "Ihre Kalenderdaten bleiben auf Ihrem Gerät",
      body: (
        <>
          <p>
            Termine, Erinnerungen, Kategorien und Einstellungen werden lokal auf Ihrem Computer
            gespeichert, in Ihrem Windows-Benutzerprofil. Sie brauchen kein Konto, und wir erhalten
            Ihre Kalenderdaten nicht, wenn Sie die App für sich allein nutzen.
          </p>
          <p>
            Wer Zugriff auf Ihr Windows-Konto hat, kann diese Dateien lesen. Schützen Sie Ihr Konto
            daher mit einem Passwort und halten Sie Ihren Computer auf dem neuesten Stand.
          </p>
        </>
      ),
    },
    "cloud-sync": {
      heading: "Optionale Cloud-Synchronisierung",
      body: (
        <>
          <p>
            Die Synchronisierung ist ausgeschaltet, bis Sie sie einschalten. Wenn Sie die App mit
            Google Kalender, Outlook oder einer anderen Kalenderplattform verbinden, tauscht die App
            Termine direkt mit diesem Dienst aus – mit der Berechtigung, die Sie dort erteilen. Für
            die Daten, die dieser Dienst speichert, gilt dessen eigene Datenschutzerklärung.
          </p>
          <p>
            Bei der Übertragung sind Daten stets verschlüsselt (TLS), und jede für die
            Synchronisierung aufbewahrte Kopie ist auch gespeichert verschlüsselt. Sie können einen
            Dienst jederzeit in den Einstellungen der App trennen; die App beendet dann die
            Synchronisierung und löscht ihre gespeicherten Zugriffstokens.
          </p>
        </>
      ),
    },
    "usage-statistics": {
      heading: "Anonyme Nutzungsstatistiken",
      body: (
        <>
          <p>
            Um zu erfahren, welche Funktionen genutzt werden und wo die App Fehler hat, kann die App
            anonyme Nutzungsstatistiken senden: die App-Version, die Windows-Version, welche
            Ansichten geöffnet werden, und Absturzberichte. Sie enthalten niemals Termintitel,
            Beschreibungen, Kontakte oder andere Inhalte, die Sie eingeben, und werden nicht mit
            Ihrer Identität verknüpft.
          </p>
          <p>
            Sie können das jederzeit unter Einstellungen → Datenschutz → „Anonyme
            Nutzungsstatistiken senden“ abschalten. Ist die Option aus, wird nichts gesendet.
          </p>
        </>
      ),
    },
    website: {
      heading: "Diese Website",
      body: (
        <p>
          Diese Website setzt keine Cookies, nutzt keine Analysewerkzeuge und lädt nichts von
          anderen Websites. Ihre Wahl zwischen hellem und dunklem Farbschema und Ihre Sprachwahl
          speichert sie im lokalen Speicher Ihres Browsers, der Ihr Gerät nie verlässt. Unser
          Webserver führt übliche Zugriffsprotokolle (IP-Adresse, Uhrzeit, aufgerufene Seite und
          Browsertyp) und bewahrt sie bis zu 30 Tage auf, um den Dienst sicher zu halten.
        </p>
      ),
    },
    "your-rights": {
      heading: "Export und Löschung",
      body: (
        <>
          <p>Ihre Daten gehören Ihnen. In der App können Sie:</p>
          <ul>
            <li>
              alle Termine jederzeit im Standardformat iCalendar (.ics) oder als CSV exportieren;
            </li>
            <li>einzelne Termine, ganze Kategorien oder alle Daten in einem Schritt löschen;</li>
            <li>
              alles entfernen, indem Sie die App deinstallieren und ihren Datenordner löschen.
            </li>
          </ul>
          <p>
            Wenn Sie die Synchronisierung genutzt oder uns geschrieben haben, können Sie außerdem
            Auskunft über die Daten verlangen, die wir über Sie speichern, und deren Berichtigung
            oder Löschung; wir antworten innerhalb von 30 Tagen.
          </p>
        </>
      ),
    },
    sharing: {
      heading: "Weitergabe und Verkauf",
      body: (
        <p>
          Wir verkaufen oder vermieten keine personenbezogenen Daten und geben sie nicht zu
          Werbezwecken weiter. Wir geben Informationen nur heraus, wenn das Gesetz es verlangt, und
          dann nur so viel wie erforderlich.
        </p>
      ),
    },
    children: {
      heading: "Kinder",
      body: (
        <p>
          Die App und diese Website richten sich nicht an Kinder unter {age} Jahren. Wir erheben
          wissentlich keine personenbezogenen Daten von Kindern unter {age} Jahren. Wenn Sie
          glauben, dass uns ein Kind unter {age} Jahren personenbezogene Daten übermittelt hat,
          kontaktieren Sie uns, und wir löschen sie.
        </p>
      ),
    },
    security: {
      heading: "Sicherheit",
      body: (
        <p>
          Wir schützen die Informationen, die wir verarbeiten, durch Verschlüsselung bei der
          Übertragung und bei der Speicherung, durch Zugriff nur für die Personen, die ihn brauchen,
          und durch regelmäßige Sicherheitsupdates. Keine Methode der Speicherung oder Übertragung
          ist vollkommen sicher; betrifft eine Sicherheitsverletzung Ihre Informationen, informieren
          wir Sie aber unverzüglich.
        </p>
      ),
    },
    changes: {
      heading: "Änderungen dieser Erklärung",
      body: (
        <p>
          Wenn wir diese Erklärung ändern, veröffentlichen wir die neue Fassung auf dieser Seite und
          aktualisieren oben das Datum „Zuletzt aktualisiert“. Bei einer wesentlichen Änderung
          informiert Sie die App, bevor sie wirksam wird.
        </p>
      ),
    },
    contact: {
      heading: "Kontakt",
      body: (
        <p>
          Bei Fragen zum Datenschutz oder um Ihre Rechte auszuüben, schreiben Sie an{" "}
          <EmailLink address={contact.privacyEmail} />.
        </p>
      ),
    },
  },
} satisfies Messages<"privacy">;
