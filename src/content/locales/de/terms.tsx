import type { Messages } from "../types";
import { contact, termsFacts } from "../../site";
import { EmailLink } from "../email-link";
import common from "./common";
import { f } from "./format";

const app = common.productFullName;
const org = contact.postalAddress.organisation;

export default {
  meta: {
    title: `Nutzungsbedingungen – ${app}`,
    description: `Die Bedingungen für die Nutzung von ${app}: eine kostenlose Lizenz, Ihre Pflichten, Haftungsbeschränkungen, US-amerikanisches Recht und Schiedsverfahren.`,
  },
  title: "Nutzungsbedingungen",
  summary: `${app} können Sie kostenlos herunterladen und nutzen. Diese Bedingungen legen fest, was Sie damit tun dürfen, was wir zusagen und was nicht, und wie Streitigkeiten beigelegt werden.`,
  sections: {
    agreement: {
      heading: "Vereinbarung",
      body: (
        <p>
          Diese Bedingungen sind eine Vereinbarung zwischen Ihnen und {org} („wir“, „uns“). Indem
          Sie {app} („die App“) oder diese Website herunterladen, installieren oder nutzen, erkennen
          Sie sie an. Wenn Sie sie nicht anerkennen, nutzen Sie die App nicht.
        </p>
      ),
    },
    licence: {
      heading: "Ihre Lizenz",
      body: (
        <>
          <p>
            Wir gewähren Ihnen eine kostenlose, persönliche, nicht ausschließliche und nicht
            übertragbare Lizenz, die App auf Computern, die Ihnen gehören oder die Sie
            kontrollieren, für den persönlichen Gebrauch zu installieren und zu nutzen. Eine
            Registrierung ist nicht erforderlich.
          </p>
          <p>Sie dürfen nicht:</p>
          <ul>
            <li>
              die App verkaufen, vermieten oder unterlizenzieren oder anderen den Zugang zu ihr in
              Rechnung stellen;
            </li>
            <li>
              die App zurückentwickeln, dekompilieren oder verändern, außer soweit das Gesetz dies
              trotz dieser Einschränkung erlaubt;
            </li>
            <li>
              Eigentumshinweise entfernen oder veränderte Kopien des Installationsprogramms
              verbreiten.
            </li>
          </ul>
        </>
      ),
    },
    "your-content": {
      heading: "Ihre Inhalte",
      body: (
        <p>
          Ihre Termine und sonstigen Inhalte bleiben Ihr Eigentum. Die App speichert sie lokal auf
          Ihrem Gerät, und Sie sind selbst für Sicherungskopien verantwortlich. Unsere
          Datenschutzerklärung beschreibt, wie wir mit Informationen umgehen.
        </p>
      ),
    },
    "third-party-services": {
      heading: "Kalenderdienste Dritter",
      body: (
        <p>
          Wenn Sie die App mit Google Kalender, Outlook oder einer anderen Plattform verbinden,
          gelten für Ihre Nutzung dieses Dienstes dessen eigene Bedingungen. Für die Verfügbarkeit
          oder das Verhalten von Diensten, die wir nicht betreiben, sind wir nicht verantwortlich.
        </p>
      ),
    },
    updates: {
      heading: "Updates und Verfügbarkeit",
      body: (
        <p>
          Wir können Updates veröffentlichen, die Funktionen hinzufügen, ändern oder entfernen, und
          wir können das Angebot der App einstellen. Die bei Ihnen installierte Kopie funktioniert
          mit den Daten auf Ihrem Computer weiter.
        </p>
      ),
    },
    warranty: {
      heading: "Keine Gewährleistung",
      body: (
        <p>
          Die App wird „wie besehen“ und „wie verfügbar“ bereitgestellt, ohne Gewährleistung
          jeglicher Art, weder ausdrücklich noch stillschweigend, einschließlich der
          Marktgängigkeit, der Eignung für einen bestimmten Zweck und der Nichtverletzung von
          Rechten Dritter, soweit gesetzlich zulässig.
        </p>
      ),
    },
    liability: {
      heading: "Haftungsbeschränkung",
      body: (
        <>
          <p>
            Soweit gesetzlich zulässig, haften wir nicht für indirekte, beiläufige, besondere,
            Folge- oder Strafschäden oder für verlorene Daten, entgangene Gewinne oder verpasste
            Termine, die sich aus Ihrer Nutzung der App ergeben.
          </p>
          <p>
            Unsere Gesamthaftung für jeden Anspruch ist auf den Betrag beschränkt, den Sie uns in
            den zwölf Monaten vor dem Anspruch für die App gezahlt haben. Die kostenlose Version
            kostet nichts; für sie beträgt dieser Betrag daher{" "}
            {f.currency(termsFacts.liabilityCapForFreeVersion, termsFacts.liabilityCurrency)}.
          </p>
        </>
      ),
    },
    "governing-law": {
      heading: "Anwendbares Recht",
      body: (
        <p>
          Diese Bedingungen unterliegen dem Recht der Vereinigten Staaten und des Bundesstaates{" "}
          {termsFacts.governingState} unter Ausschluss der Kollisionsnormen, es sei denn, das Recht
          Ihres Wohnsitzlandes gewährt Ihnen einen Schutz, auf den nicht verzichtet werden kann.
        </p>
      ),
    },
    disputes: {
      heading: "Streitigkeiten und Schiedsverfahren",
      body: (
        <>
          <p>
            Bitte wenden Sie sich zuerst an uns: Die meisten Anliegen lassen sich formlos klären.
            Können wir eine Streitigkeit nicht innerhalb von 60 Tagen beilegen, wird sie statt vor
            Gericht durch ein verbindliches Schiedsverfahren auf individueller Basis entschieden,
            durchgeführt von der <span lang="en">American Arbitration Association</span> (AAA) nach
            deren Schiedsordnung für Verbraucher (<span lang="en">Consumer Arbitration Rules</span>
            ).
          </p>
          <p>
            Sie und wir verzichten jeweils auf das Recht auf ein Geschworenenverfahren und auf die
            Teilnahme an einer Sammelklage. Jede Partei kann dennoch Klage vor einem Gericht für
            geringfügige Forderungen erheben oder eine einstweilige Verfügung zum Schutz geistigen
            Eigentums beantragen.
          </p>
        </>
      ),
    },
    changes: {
      heading: "Änderungen dieser Bedingungen",
      body: (
        <p>
          Wir können diese Bedingungen aktualisieren. Wir veröffentlichen die neue Fassung auf
          dieser Seite mit einem neuen Datum „Zuletzt aktualisiert“; wenn Sie die App danach weiter
          nutzen, erkennen Sie die Änderung an.
        </p>
      ),
    },
    contact: {
      heading: "Kontakt",
      body: (
        <p>
          In rechtlichen Angelegenheiten schreiben Sie an <EmailLink address={contact.legalEmail} />{" "}
          oder an die Postanschrift unten auf dieser Seite.
        </p>
      ),
    },
  },
} satisfies Messages<"terms">;
