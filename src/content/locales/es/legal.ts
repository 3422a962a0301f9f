import type { Messages } from "../types";

export default {
  effective: "En vigor desde:",
  lastUpdated: "Última actualización:",
  onThisPage: "En esta página",
  seeAlso: "Consulta también:",
  translationNotice: {
    text: "Esta es una traducción. Si difiere del texto en inglés, prevalece el texto en inglés.",
    link: "Leer el texto en inglés",
  },
} satisfies Messages<"legal">;
