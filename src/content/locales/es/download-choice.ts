import type { Messages } from "../types";
import { requirements } from "../../site";
import common from "./common";
import { f } from "./format";

const space = f.unit(requirements.freeSpaceMb, "megabyte");

export default {
  architectureNames: { x64: "x64", arm64: "ARM64" },
  architectureDetail: "({architecture})",
  legacyNote: `Requiere ${common.windowsOrLater}. Parece que este equipo tiene una versión anterior de Windows.`,
  elsewhere: {
    title: "Hecho para PC con Windows",
    body: `Envíate el enlace e instálalo en tu PC con ${common.windowsVersions}.`,
    linkLabel: "Enlace",
    addressLabel: "Dirección de la página de descarga",
    copyLink: "Copiar enlace",
    copyLinkName: "Copiar enlace de la página de descarga",
    share: "Compartir enlace",
    remind: "Recordar en el PC",
    remindHint: "Añade a tu calendario un evento de 15 minutos a las 19:00, con el enlace.",
    downloadPage: "Página de descarga",
  },
  copy: {
    button: "Copiar",
    copiedButton: "Copiado",
    copied: "Copiado: {what}.",
    failed:
      "No se pudo copiar automáticamente, así que el texto está seleccionado: pulsa Ctrl+C (⌘C en un Mac) o usa la opción Copiar de tu dispositivo.",
  },
  actions: {
    shareFailed: "No se ha podido compartir desde aquí. Copia el enlace.",
    reminderSaved:
      "Archivo de calendario guardado. Ábrelo para añadir el recordatorio a tu calendario y luego abre el enlace en tu PC.",
    reminderFailed: "No se ha podido crear el archivo de calendario aquí. Copia el enlace.",
  },
  reminder: {
    summary: `Instalar ${common.productFullName}`,
    description: `En tu PC con Windows, abre {url} para descargar ${common.productFullName}: gratis, sin registro, ${common.windowsOrLater}.`,
  },
  requirementsTitle: "Requisitos del sistema",
  requirements: {
    os: common.windowsOrLater,
    space: `${space} de espacio libre`,
    admin: requirements.adminRightsNeeded
      ? "Requiere permisos de administrador"
      : "No requiere permisos de administrador",
  },
} satisfies Messages<"download-choice">;
