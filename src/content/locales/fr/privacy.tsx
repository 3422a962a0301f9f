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
    title: `Politique de confidentialité – ${app}`,
    description: `Comment ${app} traite vos données : stockage local, synchronisation chiffrée facultative, statistiques anonymes désactivables, export et suppression.`,
  },
  title: "Politique de confidentialité",
  summary: `${app} garde votre calendrier sur votre propre ordinateur. Nous collectons le moins possible, ne vendons jamais de données et vous permettons d’emporter vos données ou de les supprimer à tout moment.`,
  sections: {
    scope: {
      heading: "Qui nous sommes et ce que couvre cette politique",
      body: (
        <p>
          Cette politique explique comment {org} (« nous ») traite les informations lorsque vous
          visitez ce site et lorsque vous utilisez {app} (« l’application »), un calendrier de
          bureau gratuit pour Windows. Elle s’applique à l’application, à son service de
          synchronisation facultatif et à ce site.
        </p>
      ),
    },
    "local-data": {
      heading: "Vos données de calendrier restent sur votre appareil",
      body: (
        <>
          <p>
            Les événements, rappels, catégories et réglages sont stockés localement sur votre
            ordinateur, dans votre profil utilisateur Windows. Vous n’avez pas besoin de compte, et
            nous ne recevons pas vos données de calendrier lorsque vous utilisez l’application
            seule.
          </p>
          <p>
            Toute personne ayant accès à votre compte Windows peut lire ces fichiers : protégez donc
            votre compte par un mot de passe et maintenez votre ordinateur à jour.
          </p>
        </>
      ),
    },
    "cloud-sync": {
      heading: "Synchronisation cloud facultative",
      body: (
        <>
          <p>
            La synchronisation est désactivée tant que vous ne l’activez pas. Lorsque vous connectez
            l’application à Google Agenda, à Outlook ou à une autre plateforme de calendrier,
            l’application échange les événements directement avec ce service, selon l’autorisation
            que vous y accordez. Les données que ce service conserve relèvent de sa propre politique
            de confidentialité.
          </p>
          <p>
            Les données en transit sont toujours chiffrées (TLS), et toute copie conservée pour la
            synchronisation est également chiffrée au repos. Vous pouvez déconnecter un service à
            tout moment dans les réglages de l’application ; celle-ci arrête alors la
            synchronisation et supprime ses jetons d’accès enregistrés.
          </p>
        </>
      ),
    },
    "usage-statistics": {
      heading: "Statistiques d’utilisation anonymes",
      body: (
        <>
          <p>
            Pour savoir quelles fonctionnalités sont utilisées et où l’application rencontre des
            erreurs, l’application peut envoyer des statistiques d’utilisation anonymes : la version
            de l’application, la version de Windows, les vues ouvertes et des rapports de plantage.
            Elles ne contiennent jamais de titres d’événements, de descriptions, de contacts ni
            aucun autre contenu que vous saisissez, et ne sont pas liées à votre identité.
          </p>
          <p>
            Vous pouvez les désactiver à tout moment dans Réglages → Confidentialité → « Envoyer des
            statistiques d’utilisation anonymes ». Lorsque l’option est désactivée, rien n’est
            envoyé.
          </p>
        </>
      ),
    },
    website: {
      heading: "Ce site",
      body: (
        <p>
          Ce site ne dépose aucun cookie, n’utilise aucun outil d’analyse et ne charge rien depuis
          d’autres sites. Il mémorise votre choix de thème, clair ou sombre, et de langue dans le
          stockage local de votre navigateur, qui ne quitte jamais votre appareil. Notre serveur web
          conserve des journaux d’accès standard (adresse IP, heure, page demandée et type de
          navigateur) pendant 30 jours au maximum pour assurer la sécurité du service.
        </p>
      ),
    },
    "your-rights": {
      heading: "Export et suppression",
      body: (
        <>
          <p>Vos données vous appartiennent. Dans l’application, vous pouvez :</p>
          <ul>
            <li>
              exporter tous les événements à tout moment au format standard iCalendar (.ics) ou en
              CSV ;
            </li>
            <li>
              supprimer des événements isolés, des catégories entières ou toutes les données en une
              seule fois ;
            </li>
            <li>
              tout effacer en désinstallant l’application et en supprimant son dossier de données.
            </li>
          </ul>
          <p>
            Si vous avez utilisé la synchronisation ou nous avez écrit, vous pouvez aussi nous
            demander d’accéder aux informations que nous détenons sur vous, de les rectifier ou de
            les supprimer ; nous répondons sous 30 jours.
          </p>
        </>
      ),
    },
    sharing: {
      heading: "Partage et vente",
      body: (
        <p>
          Nous ne vendons ni ne louons d’informations personnelles, et nous ne les partageons pas à
          des fins publicitaires. Nous ne communiquons des informations que lorsque la loi l’exige,
          et uniquement ce qui est exigé.
        </p>
      ),
    },
    children: {
      heading: "Enfants",
      body: (
        <p>
          L’application et ce site ne s’adressent pas aux enfants de moins de {age} ans. Nous ne
          collectons pas sciemment d’informations personnelles auprès d’enfants de moins de {age}{" "}
          ans. Si vous pensez qu’un enfant de moins de {age} ans nous a transmis des informations
          personnelles, contactez-nous et nous les supprimerons.
        </p>
      ),
    },
    security: {
      heading: "Sécurité",
      body: (
        <p>
          Nous protégeons les informations que nous traitons par le chiffrement en transit et au
          repos, par un accès limité aux personnes qui en ont besoin et par des mises à jour de
          sécurité régulières. Aucune méthode de stockage ou de transmission n’est parfaitement
          sûre, mais nous vous informerons dans les meilleurs délais si une violation touche vos
          informations.
        </p>
      ),
    },
    changes: {
      heading: "Modifications de cette politique",
      body: (
        <p>
          Si nous modifions cette politique, nous publierons la nouvelle version sur cette page et
          mettrons à jour la date de « Dernière mise à jour » ci-dessus. Si la modification est
          importante, l’application vous en informera avant son entrée en vigueur.
        </p>
      ),
    },
    contact: {
      heading: "Contact",
      body: (
        <p>
          Pour toute question sur la confidentialité ou pour exercer vos droits, écrivez à{" "}
          <EmailLink address={contact.privacyEmail} />.
        </p>
      ),
    },
  },
} satisfies Messages<"privacy">;
