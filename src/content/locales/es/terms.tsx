import type { Messages } from "../types";
import { contact, termsFacts } from "../../site";
import { EmailLink } from "../email-link";
import common from "./common";
import { f } from "./format";

const app = common.productFullName;
const org = contact.postalAddress.organisation;
const country = f.region(termsFacts.governingLawRegion);

export default {
  meta: {
    title: `Condiciones del servicio – ${app}`,
    description: `Las condiciones de uso de ${app}: una licencia gratuita, tus responsabilidades, los límites de responsabilidad, la ley de ${country} y el arbitraje.`,
  },
  title: "Condiciones del servicio",
  summary: `${app} se descarga y se usa gratis. Estas condiciones establecen qué puedes hacer con la app, qué prometemos y qué no, y cómo se resuelve cualquier disputa.`,
  sections: {
    agreement: {
      heading: "Acuerdo",
      body: (
        <p>
          Estas condiciones son un acuerdo entre tú y {org} («nosotros»). Al descargar, instalar o
          usar {app} («la app») o este sitio web, las aceptas. Si no las aceptas, no uses la app.
        </p>
      ),
    },
    licence: {
      heading: "Tu licencia",
      body: (
        <>
          <p>
            Te concedemos una licencia gratuita, personal, no exclusiva e intransferible para
            instalar y usar la app en ordenadores que sean tuyos o que controles, para uso personal.
            No es necesario registrarse.
          </p>
          <p>No puedes:</p>
          <ul>
            <li>vender, alquilar ni sublicenciar la app, ni cobrar a otros por acceder a ella;</li>
            <li>
              aplicar ingeniería inversa, descompilar ni modificar la app, salvo cuando la ley lo
              permita pese a esta restricción;
            </li>
            <li>eliminar avisos de propiedad ni distribuir copias modificadas del instalador.</li>
          </ul>
        </>
      ),
    },
    "your-content": {
      heading: "Tu contenido",
      body: (
        <p>
          Tus eventos y demás contenido siguen siendo tuyos. La app los guarda localmente en tu
          dispositivo, y eres responsable de hacer copias de seguridad. Nuestra Política de
          privacidad explica cómo tratamos la información.
        </p>
      ),
    },
    "third-party-services": {
      heading: "Servicios de calendario de terceros",
      body: (
        <p>
          Si conectas la app a Google Calendar, Outlook u otra plataforma, tu uso de ese servicio se
          rige por sus propias condiciones. No somos responsables de la disponibilidad ni del
          funcionamiento de servicios que no gestionamos.
        </p>
      ),
    },
    updates: {
      heading: "Actualizaciones y disponibilidad",
      body: (
        <p>
          Podemos publicar actualizaciones que añadan, cambien o eliminen funciones, y podemos dejar
          de ofrecer la app. La copia que tengas instalada seguirá funcionando con los datos de tu
          ordenador.
        </p>
      ),
    },
    warranty: {
      heading: "Sin garantía",
      body: (
        <p>
          La app se ofrece «tal cual» y «según disponibilidad», sin garantías de ningún tipo,
          expresas o implícitas, incluidas las de comerciabilidad, idoneidad para un fin concreto y
          no infracción, en la máxima medida permitida por la ley.
        </p>
      ),
    },
    liability: {
      heading: "Limitación de responsabilidad",
      body: (
        <>
          <p>
            En la máxima medida permitida por la ley, no somos responsables de daños indirectos,
            incidentales, especiales, consecuentes o punitivos, ni de la pérdida de datos o
            beneficios, ni de citas olvidadas, derivados de tu uso de la app.
          </p>
          <p>
            Nuestra responsabilidad total por cualquier reclamación se limita al importe que nos
            pagaste por la app en los doce meses anteriores a la reclamación. La versión gratuita no
            cuesta nada, así que en su caso ese importe es de{" "}
            {f.currency(termsFacts.liabilityCapForFreeVersion, termsFacts.liabilityCurrency)}.
          </p>
        </>
      ),
    },
    "governing-law": {
      heading: "Legislación aplicable",
      body: (
        <p>
          Estas condiciones se rigen por las leyes de {country} y del estado de{" "}
          {termsFacts.governingState}, sin tener en cuenta sus normas sobre conflicto de leyes,
          salvo cuando la ley de tu país de residencia te otorgue protecciones irrenunciables.
        </p>
      ),
    },
    disputes: {
      heading: "Disputas y arbitraje",
      body: (
        <>
          <p>
            Ponte en contacto con nosotros primero: la mayoría de los problemas se resuelven de
            manera informal. Si no podemos resolver una disputa en 60 días, se resolverá mediante
            arbitraje vinculante de forma individual, administrado por la{" "}
            <span lang="en">American Arbitration Association</span> (AAA) conforme a su reglamento
            de arbitraje de consumo (<span lang="en">Consumer Arbitration Rules</span>), en lugar de
            ante los tribunales.
          </p>
          <p>
            Tanto tú como nosotros renunciamos al derecho a un juicio con jurado y a participar en
            una demanda colectiva. Cualquiera de las partes puede, no obstante, presentar una
            demanda ante un tribunal de asuntos de menor cuantía, o solicitar medidas cautelares
            para proteger la propiedad intelectual.
          </p>
        </>
      ),
    },
    changes: {
      heading: "Cambios en estas condiciones",
      body: (
        <p>
          Podemos actualizar estas condiciones. Publicaremos la nueva versión en esta página con una
          nueva fecha de «Última actualización»; si sigues usando la app después, aceptas el cambio.
        </p>
      ),
    },
    contact: {
      heading: "Contacto",
      body: (
        <p>
          Para asuntos legales, escribe a <EmailLink address={contact.legalEmail} /> o a la
          dirección postal que aparece al pie de esta página.
        </p>
      ),
    },
  },
} satisfies Messages<"terms">;
