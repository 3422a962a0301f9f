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
    title: `Política de privacidad – ${app}`,
    description: `Cómo trata tus datos ${app}: guardados en tu equipo, sincronización cifrada opcional, estadísticas anónimas que puedes desactivar, exportación y eliminación.`,
  },
  title: "Política de privacidad",
  summary: `${app} guarda tu calendario en tu propio ordenador. Recopilamos lo mínimo posible, nunca vendemos datos y puedes llevarte tus datos o eliminarlos en cualquier momento.`,
  sections: {
    scope: {
      heading: "Quiénes somos y qué cubre esta política",
      body: (
        <p>
          Esta política explica cómo trata {org} («nosotros») la información cuando visitas este
          sitio web y cuando usas {app} («la app»), un calendario de escritorio gratuito para
          Windows. Se aplica a la app, a su servicio opcional de sincronización y a este sitio web.
        </p>
      ),
    },
    "local-data": {
      heading: "Los datos de tu calendario se quedan en tu dispositivo",
      body: (
        <>
          <p>
            Los eventos, recordatorios, categorías y ajustes se guardan localmente en tu ordenador,
            en tu perfil de usuario de Windows. No necesitas una cuenta, y no recibimos los datos de
            tu calendario cuando usas la app por sí sola.
          </p>
          <p>
            Cualquier persona con acceso a tu cuenta de Windows puede leer estos archivos, así que
            protege tu cuenta con una contraseña y mantén tu ordenador actualizado.
          </p>
        </>
      ),
    },
    "cloud-sync": {
      heading: "Sincronización opcional en la nube",
      body: (
        <>
          <p>
            La sincronización está desactivada hasta que la activas. Cuando conectas la app a Google
            Calendar, Outlook u otra plataforma de calendario, la app intercambia eventos
            directamente con ese servicio, con el permiso que concedes allí. Los datos que guarda
            ese servicio se rigen por su propia política de privacidad.
          </p>
          <p>
            Los datos en tránsito siempre van cifrados (TLS), y cualquier copia que se guarde para
            la sincronización también se cifra en reposo. Puedes desconectar un servicio en
            cualquier momento desde los ajustes de la app; entonces la app deja de sincronizar y
            elimina los tokens de acceso que tenía guardados.
          </p>
        </>
      ),
    },
    "usage-statistics": {
      heading: "Estadísticas de uso anónimas",
      body: (
        <>
          <p>
            Para saber qué funciones se usan y dónde falla la app, la app puede enviar estadísticas
            de uso anónimas: la versión de la app, la versión de Windows, qué vistas se abren e
            informes de errores. Nunca incluyen títulos de eventos, descripciones, contactos ni
            ningún otro contenido que introduzcas, y no se vinculan a tu identidad.
          </p>
          <p>
            Puedes desactivarlas en cualquier momento en Ajustes → Privacidad → «Enviar estadísticas
            de uso anónimas». Con la opción desactivada, no se envía nada.
          </p>
        </>
      ),
    },
    website: {
      heading: "Este sitio web",
      body: (
        <p>
          Este sitio web no usa cookies, no ejecuta herramientas de analítica y no carga nada de
          otros sitios. Recuerda tu elección de tema claro u oscuro y de idioma en el almacenamiento
          local de tu navegador, que nunca sale de tu dispositivo. Nuestro servidor web guarda
          registros de acceso estándar (dirección IP, hora, página solicitada y tipo de navegador)
          durante un máximo de 30 días para mantener la seguridad del servicio.
        </p>
      ),
    },
    "your-rights": {
      heading: "Exportación y eliminación",
      body: (
        <>
          <p>Tus datos son tuyos. En la app puedes:</p>
          <ul>
            <li>
              exportar todos los eventos en cualquier momento en el formato estándar iCalendar
              (.ics) o en CSV;
            </li>
            <li>eliminar eventos sueltos, categorías enteras o todos los datos de una vez;</li>
            <li>quitarlo todo desinstalando la app y borrando su carpeta de datos.</li>
          </ul>
          <p>
            Si has usado la sincronización o nos has escrito, también puedes pedirnos acceder a la
            información que tenemos sobre ti, corregirla o eliminarla; respondemos en un plazo de 30
            días.
          </p>
        </>
      ),
    },
    sharing: {
      heading: "Cesión y venta de datos",
      body: (
        <p>
          No vendemos ni alquilamos información personal, ni la compartimos con fines publicitarios.
          Solo revelamos información cuando la ley lo exige, y solo la que se exige.
        </p>
      ),
    },
    children: {
      heading: "Menores",
      body: (
        <p>
          La app y este sitio web no están dirigidos a menores de {age} años. No recopilamos a
          sabiendas información personal de menores de {age} años. Si crees que un menor de {age}{" "}
          años nos ha enviado información personal, ponte en contacto con nosotros y la
          eliminaremos.
        </p>
      ),
    },
    security: {
      heading: "Seguridad",
      body: (
        <p>
          Protegemos la información que tratamos con cifrado en tránsito y en reposo, con un acceso
          limitado a las personas que lo necesitan y con actualizaciones de seguridad periódicas.
          Ningún método de almacenamiento o transmisión es totalmente seguro, pero te avisaremos sin
          demora indebida si una brecha afecta a tu información.
        </p>
      ),
    },
    changes: {
      heading: "Cambios en esta política",
      body: (
        <p>
          Si cambiamos esta política, publicaremos la nueva versión en esta página y actualizaremos
          la fecha de «Última actualización» que figura arriba. Si el cambio es importante, la app
          te avisará antes de que entre en vigor.
        </p>
      ),
    },
    contact: {
      heading: "Contacto",
      body: (
        <p>
          Para cualquier pregunta sobre privacidad o para ejercer tus derechos, escribe a{" "}
          <EmailLink address={contact.privacyEmail} />.
        </p>
      ),
    },
  },
} satisfies Messages<"privacy">;
