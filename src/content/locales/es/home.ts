import type { Messages } from "../types";
import common from "./common";
import { f } from "./format";

export default {
  meta: {
    title: "Calendario para Windows: tu calendario personal gratuito",
    description: `Un calendario de escritorio gratuito para ${common.windowsVersionsList}: vistas diaria, semanal, mensual y anual, recordatorios, categorías por colores, sincronización y uso sin conexión. Sin registro.`,
  },
  hero: {
    eyebrow: "Calendario de escritorio gratuito para Windows",
    highlightsLabel: "Lo más destacado",
    badges: {
      free: `${f.number(1, { style: "percent" })} gratis`,
      noRegistration: "Sin registro",
      offline: "Funciona sin conexión",
    },
    downloadLabel: "Descargar para Windows",
    compatibility: `Compatible con ${common.windowsVersions}`,
    scrollLabel: "Ver las funciones",
  },
} satisfies Messages<"home">;
