import type { Messages } from "../types";
import common from "./common";

const app = common.productFullName;

export default {
  meta: {
    title: `Calendarios de festivos — ${app}`,
    description:
      "Calendarios de festivos gratuitos para suscribirse en Outlook, Google Calendar o Calendario de Apple: festivos federales de EE. UU., festividades judías y los equinoccios y solsticios.",
  },
  title: "Calendarios de festivos",
  lead: `Añada los festivos, las festividades judías y las estaciones al calendario que usa hoy, y consérvelos después en ${app}. Sus fechas siguen las mismas reglas que el calendario de demostración de nuestra página de inicio.`,
  years:
    "Cada calendario contiene los años {first} a {last}. Se vuelve a generar cada vez que se actualiza este sitio, y un calendario suscrito busca cambios una vez por semana.",
  language:
    "Los eventos tienen nombres en español. Cada idioma de este sitio tiene su propia copia de estos calendarios.",
  calendars: {
    "us-holidays": {
      name: "Festivos federales de EE. UU.",
      holds:
        "Los festivos federales de Estados Unidos en sus fechas oficiales (si uno cae en fin de semana, el día libre puede ser el viernes anterior o el lunes siguiente): {events}.",
    },
    "jewish-holidays": {
      name: "Festividades judías",
      holds:
        "El primer día de las principales festividades judías, según el calendario hebreo (cada una empieza al atardecer de la víspera): {events}.",
    },
    seasons: {
      name: "Equinoccios y solsticios",
      holds: "El comienzo de cada estación astronómica, con fecha en UTC: {events}.",
    },
  },
  subscribe: "Suscribirse",
  download: "Descargar .ics",
  howTo: {
    title: "Cómo suscribirse",
    outlook: {
      app: "Outlook (Windows)",
      steps:
        "Seleccione Suscribirse y confirme. O bien, en Outlook, elija Agregar calendario, luego Suscribirse desde la web, y pegue la dirección del enlace Suscribirse.",
    },
    google: {
      app: "Google Calendar",
      steps:
        "En un ordenador, seleccione + junto a Otros calendarios y luego Desde URL; pegue la dirección del enlace Suscribirse y seleccione Añadir calendario.",
    },
    apple: {
      app: "Calendario de Apple",
      steps: "En un Mac, iPhone o iPad, seleccione Suscribirse y confirme.",
    },
    download:
      "Un archivo .ics descargado es una copia: una vez importado, no cambia. Una suscripción se mantiene al día.",
  },
} satisfies Messages<"holidays">;
