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
    title: `Declaración de accesibilidad – ${app}`,
    description: `Cómo de accesible es el sitio web de ${app}: WCAG 2.2 AA como objetivo, cómo lo probamos, limitaciones conocidas y cómo informar de un problema.`,
  },
  title: "Declaración de accesibilidad",
  summary: `Queremos que todo el mundo pueda conocer ${app}, probar el calendario de muestra y descargar la app. Este sitio web aspira a cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA.`,
  sections: {
    standard: {
      heading: "Qué cumple este sitio web",
      body: (
        <>
          <p>
            Este sitio web está diseñado y probado para cumplir las WCAG 2.2 en el nivel AA. En
            particular:
          </p>
          <ul>
            <li>
              Todas las páginas funcionan solo con el teclado, con un indicador de foco visible.
            </li>
            <li>
              El texto y los controles cumplen los contrastes mínimos tanto en el tema claro como en
              el oscuro.
            </li>
            <li>
              Las páginas se adaptan a un ancho de 320 píxeles CSS, y a un zoom del {zoom}, sin
              desplazamiento horizontal.
            </li>
            <li>
              Nada se mueve solo, y las animaciones se detienen cuando tu sistema pide menos
              movimiento.
            </li>
            <li>
              El foco sigue siendo visible en el modo de alto contraste de Windows (colores
              forzados).
            </li>
            <li>
              Todas las páginas están completas sin JavaScript: el texto, los enlaces y el botón de
              descarga son HTML real.
            </li>
            <li>En el calendario de muestra, el color nunca transmite significado por sí solo.</li>
          </ul>
          <p>Esta declaración cubre solo este sitio web, no la app de escritorio {app}.</p>
        </>
      ),
    },
    testing: {
      heading: "Cómo lo probamos",
      body: (
        <>
          <p>En cada cambio del sitio web se ejecutan comprobaciones automáticas:</p>
          <ul>
            <li>
              axe (reglas A y AA de las WCAG 2.0, 2.1 y 2.2, más buenas prácticas) en todas las
              páginas, en el tema claro y en el oscuro, en tamaños de teléfono y de escritorio, y en
              todas las páginas de cada traducción, sin permitir ninguna infracción.
            </li>
            <li>
              Recorridos con teclado: el enlace para saltar al contenido, la navegación, el
              calendario de muestra y las páginas legales, usando solo el teclado.
            </li>
            <li>
              Adaptación a 320 píxeles de ancho y al zoom del {zoom}; foco con colores forzados; sin
              animaciones cuando se pide menos movimiento.
            </li>
            <li>
              Nombres accesibles y roles de los controles, tal como los anuncia un lector de
              pantalla; HTML válido en todas las páginas; un único encabezado principal y un título
              único por página.
            </li>
          </ul>
          <p>
            Revisamos esta declaración por última vez el {f.date(accessibilityStatementReviewed)}.
          </p>
        </>
      ),
    },
    limitations: {
      heading: "Limitaciones conocidas",
      body: (
        <ul>
          <li>
            Las herramientas automáticas solo encuentran parte de las barreras con las que se topan
            las personas. Aún no hemos probado el sitio con usuarios con discapacidad ni en una
            auditoría formal.
          </li>
          <li>
            La página de verificación de la descarga (<AddressBreaks text="/verification.html" />)
            la gestiona nuestro proveedor de descargas y no está cubierta por estas pruebas.
          </li>
          <li>
            El calendario de muestra enseña eventos de ejemplo. En pantallas muy estrechas, los
            eventos de la cuadrícula se reducen a marcadores; la lista del día seleccionado muestra
            su texto completo.
          </li>
        </ul>
      ),
    },
    feedback: {
      heading: "Informar de un problema",
      body: (
        <p>
          Si algo de este sitio web te resulta difícil o imposible de usar, cuéntanoslo en{" "}
          <EmailLink address={contact.accessibilityEmail} />. Indica en qué página y qué ocurrió y,
          si puedes, qué navegador y qué tecnología de apoyo usas. Intentamos responder en un plazo
          de cinco días laborables y enviarte la información que necesitas en un formato que te
          sirva.
        </p>
      ),
    },
  },
} satisfies Messages<"accessibility">;
