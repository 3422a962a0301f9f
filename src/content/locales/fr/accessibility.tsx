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
    title: `Déclaration d’accessibilité – ${app}`,
    description: `Le niveau d’accessibilité du site de ${app} : l’objectif WCAG 2.2 AA, nos tests, les limites connues et comment signaler un problème.`,
  },
  title: "Déclaration d’accessibilité",
  summary: `Nous voulons que chacun puisse découvrir ${app}, essayer le calendrier de démonstration et télécharger l’application. Ce site vise la conformité aux règles pour l’accessibilité des contenus web (WCAG) 2.2, niveau AA.`,
  sections: {
    standard: {
      heading: "Ce que respecte ce site",
      body: (
        <>
          <p>
            Ce site est conçu et testé pour être conforme aux WCAG 2.2, niveau AA. En particulier :
          </p>
          <ul>
            <li>
              Chaque page s’utilise entièrement au clavier, avec un indicateur de focus visible.
            </li>
            <li>
              Les textes et les contrôles respectent les contrastes minimaux, avec le thème clair
              comme avec le thème sombre.
            </li>
            <li>
              Les pages s’adaptent à une largeur de 320 pixels CSS, et à un zoom de {zoom}, sans
              défilement horizontal.
            </li>
            <li>
              Rien ne bouge tout seul, et les animations s’arrêtent lorsque votre système demande
              moins de mouvement.
            </li>
            <li>
              Le focus reste visible en mode de contraste élevé de Windows (couleurs forcées).
            </li>
            <li>
              Chaque page est complète sans JavaScript : le texte, les liens et le bouton de
              téléchargement sont du vrai HTML.
            </li>
            <li>
              Dans le calendrier de démonstration, la couleur ne porte jamais seule une information.
            </li>
          </ul>
          <p>Cette déclaration couvre uniquement ce site, et non l’application de bureau {app}.</p>
        </>
      ),
    },
    testing: {
      heading: "Comment nous testons",
      body: (
        <>
          <p>Des vérifications automatiques s’exécutent à chaque modification du site :</p>
          <ul>
            <li>
              axe (règles A et AA des WCAG 2.0, 2.1 et 2.2, plus les bonnes pratiques) sur chaque
              page, en thème clair et sombre, sur téléphone et sur ordinateur, ainsi que sur chaque
              page de chaque traduction, sans aucune violation tolérée.
            </li>
            <li>
              Parcours au clavier : le lien d’évitement, la navigation, le calendrier de
              démonstration et les pages juridiques, au clavier uniquement.
            </li>
            <li>
              Adaptation à 320 pixels de large et au zoom de {zoom} ; focus en couleurs forcées ;
              aucune animation lorsque moins de mouvement est demandé.
            </li>
            <li>
              Noms accessibles et rôles des contrôles, tels qu’un lecteur d’écran les annonce ; HTML
              valide sur chaque page ; un seul titre principal et un titre de page unique par page.
            </li>
          </ul>
          <p>
            Nous avons revu cette déclaration pour la dernière fois le{" "}
            {f.date(accessibilityStatementReviewed)}.
          </p>
        </>
      ),
    },
    limitations: {
      heading: "Limites connues",
      body: (
        <ul>
          <li>
            Les outils automatiques ne détectent qu’une partie des obstacles que rencontrent les
            personnes. Nous n’avons pas encore testé le site avec des utilisateurs en situation de
            handicap ni dans le cadre d’un audit formel.
          </li>
          <li>
            La page de vérification du téléchargement (<AddressBreaks text="/verification.html" />)
            est gérée par notre hébergeur de téléchargements et n’est pas couverte par ces tests.
          </li>
          <li>
            Le calendrier de démonstration affiche des événements d’exemple. Sur les écrans très
            étroits, les événements de la grille se réduisent à des marqueurs ; la liste du jour
            sélectionné en donne le texte complet.
          </li>
        </ul>
      ),
    },
    feedback: {
      heading: "Signaler un problème",
      body: (
        <p>
          Si quelque chose sur ce site vous est difficile ou impossible à utiliser, dites-le-nous à{" "}
          <EmailLink address={contact.accessibilityEmail} />. Précisez la page et ce qui s’est
          passé, et si possible le navigateur et la technologie d’assistance que vous utilisez. Nous
          nous efforçons de répondre sous cinq jours ouvrés et de vous envoyer les informations dont
          vous avez besoin sous une forme qui vous convient.
        </p>
      ),
    },
  },
} satisfies Messages<"accessibility">;
