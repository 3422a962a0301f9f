import type { Messages } from "../types";
import common from "./common";

export default {
  meta: {
    title: `Descargar y verificar — ${common.productFullName}`,
    description: `Descarga ${common.productFullName}, comprueba la suma SHA-256 y el editor del instalador, supera con seguridad el aviso de SmartScreen e instálalo en tres pasos.`,
  },
  title: `Descargar ${common.productFullName}`,
  sampleMark: "ejemplo",
  elsewhereTitle: "No estás en un PC con Windows",
  elsewhereBody: `${common.productFullName} se instala en ${common.windowsVersions}. Copia el enlace a esta página y ábrelo en tu PC.`,
  installerTitles: {
    x64: { title: "Windows en x64", detail: "La mayoría de los PC: procesadores Intel o AMD" },
    arm64: { title: "Windows en ARM", detail: "PC con ARM64, como los portátiles Snapdragon" },
  },
  installer: {
    download: "Descargar para Windows",
    fileName: "Archivo",
    size: "Tamaño",
    sizeValue: "{megabytes} ({bytes} bytes)",
    sha256: "SHA-256",
    recommended: "Recomendado para este equipo",
    copyName: "Copiar la suma SHA-256 de {file}",
  },
  whichOne:
    "¿No sabes cuál? Abre Configuración, luego Sistema y después Acerca de: «Tipo de sistema» indica procesador basado en x64 o basado en ARM.",
  commands: {
    commandFor: "Para {file}:",
    commandWhat: "Comando",
    copyCommandName: "Copiar la comprobación de PowerShell para {file}",
  },
  releaseNotes: "Novedades de la versión {version}",
  winget: {
    title: "Instalar desde un terminal",
    lead: "¿Prefiere la línea de comandos? winget, el Administrador de paquetes de Windows 10 y 11, instala la aplicación con un solo comando, y «winget upgrade» la mantiene al día.",
    commandWhat: "Comando",
    copyCommandName: "Copiar el comando de instalación de winget",
  },
} satisfies Messages<"verification">;
