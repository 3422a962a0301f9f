import type { Messages } from "../types";
import { contact, termsFacts } from "../../site";
import { EmailLink } from "../email-link";
import common from "./common";
import { f } from "./format";

const app = common.productFullName;
const org = contact.postalAddress.organisation;

export default {
  meta: {
    title: `Conditions d’utilisation – ${app}`,
    description: `Les conditions d’utilisation de ${app} : une licence gratuite, vos responsabilités, les limites de responsabilité, le droit américain et l’arbitrage.`,
  },
  title: "Conditions d’utilisation",
  summary: `${app} se télécharge et s’utilise gratuitement. Ces conditions précisent ce que vous pouvez en faire, ce que nous promettons et ce que nous ne promettons pas, et comment les litiges sont réglés.`,
  sections: {
    agreement: {
      heading: "Accord",
      body: (
        <p>
          Ces conditions constituent un accord entre vous et {org} (« nous »). En téléchargeant, en
          installant ou en utilisant {app} (« l’application ») ou ce site, vous les acceptez. Si
          vous ne les acceptez pas, n’utilisez pas l’application.
        </p>
      ),
    },
    licence: {
      heading: "Votre licence",
      body: (
        <>
          <p>
            Nous vous accordons une licence gratuite, personnelle, non exclusive et non transférable
            pour installer et utiliser l’application sur les ordinateurs que vous possédez ou
            contrôlez, pour un usage personnel. Aucune inscription n’est requise.
          </p>
          <p>Vous ne pouvez pas :</p>
          <ul>
            <li>
              vendre, louer ou concéder en sous-licence l’application, ni faire payer à d’autres
              l’accès à celle-ci ;
            </li>
            <li>
              désassembler, décompiler ou modifier l’application, sauf lorsque la loi l’autorise
              malgré cette restriction ;
            </li>
            <li>
              supprimer les mentions de propriété, ni distribuer des copies modifiées du programme
              d’installation.
            </li>
          </ul>
        </>
      ),
    },
    "your-content": {
      heading: "Votre contenu",
      body: (
        <p>
          Vos événements et vos autres contenus restent les vôtres. L’application les stocke
          localement sur votre appareil, et il vous appartient d’en faire des sauvegardes. Notre
          politique de confidentialité explique comment nous traitons les informations.
        </p>
      ),
    },
    "third-party-services": {
      heading: "Services de calendrier tiers",
      body: (
        <p>
          Si vous connectez l’application à Google Agenda, à Outlook ou à une autre plateforme,
          votre utilisation de ce service est régie par ses propres conditions. Nous ne sommes pas
          responsables de la disponibilité ni du fonctionnement des services que nous n’exploitons
          pas.
        </p>
      ),
    },
    updates: {
      heading: "Mises à jour et disponibilité",
      body: (
        <p>
          Nous pouvons publier des mises à jour qui ajoutent, modifient ou suppriment des
          fonctionnalités, et nous pouvons cesser de proposer l’application. La copie que vous avez
          installée continue de fonctionner avec les données de votre ordinateur.
        </p>
      ),
    },
    warranty: {
      heading: "Absence de garantie",
      body: (
        <p>
          L’application est fournie « en l’état » et « selon disponibilité », sans garantie d’aucune
          sorte, expresse ou implicite, y compris de qualité marchande, d’adéquation à un usage
          particulier et d’absence de contrefaçon, dans toute la mesure permise par la loi.
        </p>
      ),
    },
    liability: {
      heading: "Limitation de responsabilité",
      body: (
        <>
          <p>
            Dans toute la mesure permise par la loi, nous ne sommes pas responsables des dommages
            indirects, accessoires, spéciaux, consécutifs ou punitifs, ni de la perte de données ou
            de bénéfices, ni des rendez-vous manqués, découlant de votre utilisation de
            l’application.
          </p>
          <p>
            Notre responsabilité totale pour toute réclamation est limitée au montant que vous nous
            avez payé pour l’application au cours des douze mois précédant la réclamation. La
            version gratuite ne coûte rien ; pour elle, ce montant est donc de{" "}
            {f.currency(termsFacts.liabilityCapForFreeVersion, termsFacts.liabilityCurrency)}.
          </p>
        </>
      ),
    },
    "governing-law": {
      heading: "Droit applicable",
      body: (
        <p>
          Ces conditions sont régies par le droit des {f.region(termsFacts.governingLawRegion)} et
          de l’État du {termsFacts.governingState}, sans égard aux règles de conflit de lois, sauf
          lorsque la loi de votre pays de résidence vous accorde des protections auxquelles il ne
          peut être renoncé.
        </p>
      ),
    },
    disputes: {
      heading: "Litiges et arbitrage",
      body: (
        <>
          <p>
            Contactez-nous d’abord : la plupart des différends se règlent à l’amiable. Si nous ne
            parvenons pas à régler un litige dans un délai de 60 jours, il sera tranché par un
            arbitrage contraignant à titre individuel, administré par l’
            <span lang="en">American Arbitration Association</span> (AAA) selon son règlement
            d’arbitrage de consommation (<span lang="en">Consumer Arbitration Rules</span>), plutôt
            que devant un tribunal.
          </p>
          <p>
            Vous et nous renonçons chacun au droit à un procès devant jury et à la participation à
            une action collective. Chaque partie peut toutefois saisir un tribunal des petits
            litiges, ou demander une injonction pour protéger la propriété intellectuelle.
          </p>
        </>
      ),
    },
    changes: {
      heading: "Modifications de ces conditions",
      body: (
        <p>
          Nous pouvons mettre à jour ces conditions. Nous publierons la nouvelle version sur cette
          page avec une nouvelle date de « Dernière mise à jour » ; si vous continuez à utiliser
          l’application ensuite, vous acceptez la modification.
        </p>
      ),
    },
    contact: {
      heading: "Contact",
      body: (
        <p>
          Pour toute question juridique, écrivez à <EmailLink address={contact.legalEmail} /> ou à
          l’adresse postale figurant en bas de cette page.
        </p>
      ),
    },
  },
} satisfies Messages<"terms">;
