import type { Messages } from "../types";
import { requirements } from "../../site";
import common from "./common";
import { f } from "./format";

export default {
  lead: "Gratis y sin registro. Antes de abrir el instalador, tómate un minuto para comprobar que es el archivo auténtico: esta página te enseña cómo.",
  sampleNotice: {
    title: "Estos datos de la versión son de ejemplo",
    body: "La versión, la fecha, los nombres de archivo, los tamaños y las sumas SHA-256 de esta página son valores de ejemplo, no una versión publicada. No los uses para comprobar un archivo descargado.",
  },
  legacyNotice: `Parece que este PC tiene una versión anterior de Windows. ${common.productFullName} requiere ${common.windowsOrLater}: el instalador no funciona en Windows 7 ni 8.`,
  downloadsTitle: "Descarga el instalador",
  facts: {
    label: "Sobre esta versión",
    version: "Versión",
    released: "Publicada",
    requires: "Requiere",
    architectures: "Procesadores",
  },
  check: {
    title: "Comprueba el archivo antes de abrirlo",
    intro:
      "Dos comprobaciones de un minuto cada una. La suma de verificación demuestra que el archivo es exactamente el que aparece aquí; la firma digital del editor demuestra quién lo hizo.",
    checksumTitle: "1. Compara la suma SHA-256",
    checksumSteps: [
      "Abre PowerShell: pulsa la tecla Windows, escribe PowerShell y pulsa Intro.",
      "Pega la línea de tu archivo y pulsa Intro. Espera encontrar el archivo en la carpeta Descargas; si lo guardaste en otro sitio, cambia la carpeta en la línea.",
    ],
    checksumResult:
      "PowerShell muestra True si el archivo es auténtico. False significa que no es el archivo de esta página: no lo abras.",
    publisherTitle: "2. Comprueba el editor",
    publisher: (name: string) =>
      `Haz clic con el botón derecho en el archivo, elige Propiedades y luego la pestaña Firmas digitales: el nombre del firmante debe ser exactamente «${name}». Windows muestra ese mismo nombre de editor en sus avisos de seguridad.`,
  },
  smartScreen: {
    title: "Si Windows dice «Windows protegió su PC»",
    intro:
      "Microsoft Defender SmartScreen muestra esta ventana azul con las apps que aún ha descargado poca gente, algo habitual en una versión nueva. No dice que el archivo sea dañino, sino que Windows todavía no lo conoce bien.",
    steps: (name: string) => [
      "Comprueba primero la suma de verificación, como se explica arriba.",
      "Selecciona Más información.",
      `Comprueba que en Editor aparece «${name}» y en Aplicación el nombre del archivo que descargaste.`,
      "Selecciona Ejecutar de todas formas.",
    ],
    stopTitle: "Detente y borra el archivo si:",
    stop: (name: string) => [
      "PowerShell muestra False o la suma no coincide con la de esta página.",
      `El editor es «Editor desconocido» o cualquier nombre distinto de «${name}» (en la firma o en la ventana azul).`,
      "El archivo no viene de esta página, sino de otra web de descargas, de un correo o de un mensaje.",
    ],
    stopAfter: "Descárgalo de nuevo desde esta página y vuelve a comprobarlo.",
  },
  install: {
    title: "Instálalo en tres pasos",
    steps: [
      "Abre el archivo descargado desde las descargas del navegador o desde tu carpeta Descargas.",
      requirements.adminRightsNeeded
        ? "Sigue el instalador. Windows pedirá permiso de administrador."
        : "Sigue el instalador. No necesita permisos de administrador: se instala solo para tu cuenta de Windows.",
      `Abre ${common.productName} desde el menú Inicio y planifica tu primera semana.`,
    ],
  },
  processorRequirement: (names: string[]) => `Procesador: ${f.list(names, "disjunction")}`,
} satisfies Messages<"verification-guide">;
