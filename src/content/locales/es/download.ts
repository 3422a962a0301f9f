import type { Messages } from "../types";
import { marketingFigures, requirements } from "../../site";
import common from "./common";
import { f } from "./format";

const space = f.unit(requirements.freeSpaceMb, "megabyte");

export default {
  intro: {
    title: "Pon calma en tu calendario",
    lead: "Descarga la app, ábrela y planifica tu primera semana en minutos. No cuesta nada, ni hoy ni después.",
    downloadLabel: "Descargar para Windows",
    note: `Gratis · ${common.windowsVersions} · ${space}`,
  },
  trustLabel: "Por qué confían en ella",
  benefitsTitle: "Lo que obtienes",
  benefits: {
    free: "Todas las funciones, gratis y sin registro",
    views: "Vistas diaria, semanal, mensual y anual",
    sync: "Sincronización con Google Calendar y Outlook",
    offline: "Funciona sin conexión; tus datos siguen siendo tuyos",
  },
  badges: {
    rating: `${f.figure(marketingFigures.reviewScore)} de satisfacción`,
    users: `${f.figure(marketingFigures.users)} usuarios`,
    local: "Datos guardados en tu PC",
    sync: "Sincronización cifrada opcional",
  },
  faqTitle: "Preguntas frecuentes",
  faq: {
    free: {
      question: "¿De verdad es gratis?",
      answer:
        "Sí. La app se descarga y se usa gratis, con todas las funciones incluidas. No hay registro ni cuenta que crear.",
    },
    windows: {
      question: "¿En qué versiones de Windows funciona?",
      answer: `${common.windowsOrLater}: es compatible con ${common.windowsVersions}. Necesita ${space} de espacio libre y ${requirements.adminRightsNeeded ? "permisos de administrador para instalarse" : "no requiere permisos de administrador para instalarse"}.`,
    },
    sync: {
      question: "¿Puedo sincronizar con Google Calendar u Outlook?",
      answer:
        "Sí. Puedes sincronizar con Google Calendar, Outlook y otras plataformas de calendario. La sincronización es opcional y va cifrada; sin ella, tu calendario se queda en tu PC.",
    },
    data: {
      question: "¿Dónde se guardan mis datos? ¿Puedo llevármelos?",
      answer:
        "Tus eventos se guardan localmente en tu ordenador y la app funciona sin conexión. Puedes exportar tus datos en cualquier momento, o eliminarlos.",
    },
  },
} satisfies Messages<"download">;
