import type { Messages } from "../types";
import common from "./common";

const app = common.productFullName;

export default {
  meta: {
    title: `Notas de la versión — ${app}`,
    description: `Qué cambió en cada versión de ${app}, con su fecha de publicación, de la más reciente a la más antigua. Siga las nuevas versiones con el feed Atom.`,
  },
  title: "Notas de la versión",
  lead: `Qué cambió en cada versión de ${app}, de la más reciente a la más antigua.`,
  version: "Versión {version}",
  released: "Publicada el {date}",
  current: "Versión actual",
  download: "Descargar la versión actual",
  sampleNotice:
    "Estas versiones son de muestra: las versiones, fechas y notas que se ven aquí son ejemplos hasta que se publique la primera versión.",
  feed: {
    title: `${app}: notas de la versión`,
    link: "Siga las nuevas versiones en un lector de feeds (feed Atom)",
    entry: `${app} {version}`,
  },
  notes: {
    "1.4.2": [
      "Los recordatorios del mismo minuto ahora aparecen todos, no solo el primero.",
      "Los números de semana siguen el primer día de la semana de su región.",
      "Importar un archivo .ics vacío ya no cierra la aplicación.",
    ],
    "1.4.0": [
      "Una nueva vista anual muestra todo el año de un vistazo.",
      "El tema oscuro sigue el ajuste de Windows en cuanto cambia.",
      "Una versión nativa para PC con Windows en ARM.",
    ],
    "1.3.0": [
      "Importe y exporte calendarios como archivos .ics.",
      "Atajos de teclado en todas las vistas.",
      "Se inicia el doble de rápido en PC antiguos.",
    ],
  },
} satisfies Messages<"releases">;
