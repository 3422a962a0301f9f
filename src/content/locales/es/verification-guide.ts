import type { Messages } from "../types";
import { requirements } from "../../site";
import common from "./common";

const ui = {
  edge: {
    more: "…",
    warning:
      "{file} no se descarga habitualmente. Asegúrese de que confía en {file} antes de abrirlo.",
    keep: "Conservar",
    trust: "Asegúrese de que confía en {file} antes de abrirlo",
    showMore: "Mostrar más",
    keepAnyway: "Conservar de todos modos",
  },
  chrome: {
    blocked: "Descarga sospechosa bloqueada",
    download: "Descargar archivo sospechoso",
  },
  smartScreen: {
    title: "Windows protegió su PC",
    body: "Microsoft Defender SmartScreen impidió el inicio de una aplicación no reconocida. Ejecutar esta aplicación puede poner en riesgo su PC.",
    moreInfo: "Más información",
    app: "Aplicación:",
    publisher: "Editor:",
    unknownPublisher: "Editor desconocido",
    run: "Ejecutar de todas formas",
    dontRun: "No ejecutar",
  },
  startApp: "Aplicación",
};

export default {
  lead: "Gratis y sin registro. Una descarga, tres pasos breves y tu calendario está listo.",
  allDownloads: "Otros instaladores y sumas de verificación",
  sampleNotice: {
    title: "Datos de ejemplo.",
    body: "La versión, la fecha, los nombres de archivo, los tamaños y las sumas SHA-256 de esta página son valores de ejemplo, no una versión publicada: no los uses para comprobar un archivo descargado.",
  },
  legacyNotice: `Parece que este equipo tiene una versión anterior de Windows. ${common.productFullName} requiere ${common.windowsOrLater}: el instalador no funciona en Windows 7 ni 8.`,
  ui,
  install: {
    title: "Instálalo en tres pasos",
    intro:
      "Tu navegador y Windows son prudentes con las apps que aún no conocen. Esto es lo que verás y lo que debes seleccionar.",
  },
  browser: {
    title: "Conserva la descarga",
    text: "Una versión nueva todavía tiene pocas descargas, así que tu navegador puede avisar de que el archivo no se descarga habitualmente. Es lo esperado.",
    edge: "En Microsoft Edge, selecciona {more} junto al archivo y luego {keep}. En la ventana que se abre, selecciona {showMore} y después {keepAnyway}.",
    chrome: "En Google Chrome, selecciona la descarga y luego {download}.",
  },
  smartScreen: {
    title: "Ábrelo y deja que Windows lo ejecute",
    text: "Abre el archivo desde las descargas del navegador o desde tu carpeta Descargas. Si Windows dice «{title}», selecciona {moreInfo}, comprueba que el editor es «{publisher}» y selecciona {run}.",
    why: "Microsoft Defender SmartScreen muestra esta ventana azul con las apps que aún ha descargado poca gente, algo habitual en una versión nueva. No dice que el archivo sea dañino, sino que Windows todavía no lo conoce bien.",
  },
  setup: {
    title: `Instálalo y abre ${common.productName}`,
    text: requirements.adminRightsNeeded
      ? "Sigue el instalador. Windows pedirá permiso de administrador."
      : "Sigue el instalador. No necesita permisos de administrador: se instala solo para tu cuenta de Windows.",
    open: `Después abre ${common.productName} desde el menú Inicio y planifica tu primera semana.`,
  },
  installer: {
    title: `Instalación de ${common.productFullName}`,
    progress: `Instalando ${common.productName}…`,
  },
  check: {
    title: "Comprueba el archivo (opcional)",
    intro:
      "Dos comprobaciones de un minuto cada una, para tu tranquilidad. La suma de verificación demuestra que el archivo es exactamente el que aparece aquí; la firma digital del editor demuestra quién lo hizo.",
    checksumTitle: "1. Compara la suma SHA-256",
    checksumSteps: [
      "Abre PowerShell: pulsa la tecla Windows, escribe PowerShell y pulsa Entrar.",
      "Pega la línea de tu archivo y pulsa Entrar. Espera encontrar el archivo en la carpeta Descargas; si lo guardaste en otro sitio, cambia la carpeta en la línea.",
    ],
    checksumResult:
      "PowerShell muestra True si el archivo es auténtico. False significa que no es el archivo de esta página: no lo abras.",
    publisherTitle: "2. Comprueba el editor",
    publisher:
      "Haz clic con el botón derecho en el archivo, elige Propiedades y luego la pestaña Firmas digitales: el nombre del firmante debe ser exactamente «{publisher}». Windows muestra ese mismo nombre de editor en sus avisos de seguridad.",
  },
  fails: {
    title: "Si una comprobación falla",
    intro: "No abras el archivo y bórralo si:",
    items: [
      "PowerShell muestra False o la suma no coincide con la de esta página.",
      `El editor es «${ui.smartScreen.unknownPublisher}» o cualquier nombre distinto de «{publisher}» (en la firma o en la ventana azul).`,
      "El archivo no viene de esta página, sino de otra web de descargas, de un correo o de un mensaje.",
    ],
    after: "Descárgalo de nuevo desde esta página y vuelve a comprobarlo.",
  },
  downloadsTitle: "Los instaladores",
  facts: {
    label: "Sobre esta versión",
    version: "Versión",
    versionOf: "Versión {version}",
    released: "Publicada",
    requires: "Requiere",
    architectures: "Procesadores",
  },
  processorRequirement: "Procesador: {processors}",
} satisfies Messages<"verification-guide">;
