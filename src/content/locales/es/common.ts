import type { Messages } from "../types";
import { requirements } from "../../site";
import { f } from "./format";

const versions = requirements.compatibleWindowsVersions.map((v) => f.number(v));

export default {
  productName: "Calendario",
  productFullName: "Calendario para Windows",
  tagline: "Un calendario de escritorio tranquilo y gratuito para tus días, semanas y años.",
  socialImageAlt:
    "Calendario para Windows: un calendario de escritorio tranquilo y gratuito para tus días, semanas y años.",
  socialImageChips: { free: "Gratis, sin registro", offline: "Funciona sin conexión" },
  windowsOrLater: `${requirements.os} ${f.number(requirements.minWindowsVersion)} o posterior`,
  windowsVersions: `${requirements.os} ${versions.join("/")}`,
  windowsVersionsList: `${requirements.os} ${f.list(versions)}`,
  backToHome: "Volver al inicio",
  skipLink: "Saltar al contenido principal",
  sectionsLabel: "Secciones",
  sections: { features: "Funciones", "live-preview": "Vista previa", download: "Descarga" },
  theme: { legend: "Tema de color", light: "Claro", dark: "Oscuro", system: "Sistema" },
  language: { label: "Idioma:", listLabel: "Elige un idioma" },
  suggestion: {
    text: "Esta página también está disponible en español.",
    action: "Leer en español",
    dismiss: "Seguir en español",
    label: "Sugerencia de idioma",
  },
  footer: {
    productLabel: "Producto",
    legalLabel: "Información legal",
    links: {
      privacy: "Política de privacidad",
      terms: "Condiciones del servicio",
      accessibility: "Accesibilidad",
      releases: "Notas de la versión",
      holidays: "Calendarios de festivos",
    },
    copyright: "© {year} {organisation}.",
    freeNote: "Calendario para Windows se descarga y se usa gratis.",
  },
} satisfies Messages<"common">;
