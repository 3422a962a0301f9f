import type { Messages } from "../types";
import common from "./common";

export default {
  meta: {
    title: `Página no encontrada – ${common.productFullName}`,
    description: `Esta página no existe. Vuelve a la página de inicio de ${common.productFullName}.`,
  },
  eyebrow: "Error 404",
  title: "Página no encontrada",
  text: "La página que buscas no existe o se ha movido.",
  homeLink: "Ir a la página de inicio",
  downloadLink: "Ir a la página de descarga",
  sectionsTitle: "O ve directamente a",
} satisfies Messages<"not-found">;
