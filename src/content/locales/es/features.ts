import type { Messages } from "../types";

export default {
  intro: {
    eyebrow: "Funciones potentes",
    title: "Todo lo que necesita un calendario personal. Nada que le sobre.",
    lead: "Planifica un día o un año entero en una ventana tranquila que no te estorba.",
  },
  cards: {
    free: {
      title: "Siempre gratis",
      description:
        "Todas las funciones, gratis para siempre. Sin registro, sin cuenta y sin periodo de prueba.",
    },
    views: {
      title: "Cuatro formas de ver el tiempo",
      description: "Cambia entre las vistas diaria, semanal, mensual y anual con un clic.",
    },
    reminders: {
      title: "Recordatorios",
      description: "Un aviso discreto antes de cada evento, para que no se te escape nada.",
    },
    categories: {
      title: "Categorías por colores",
      description:
        "Trabajo, familia, salud: dale un color a cada una y entiende tu semana de un vistazo.",
    },
    sync: {
      title: "Sincroniza tus calendarios",
      description: "Sincroniza con Google Calendar, Outlook y otras plataformas de calendario.",
    },
    dark: {
      title: "Interfaz oscura",
      description: "Descansa la vista por la noche, y además tienes tema claro o el del sistema.",
    },
  },
  capabilitiesTitle: "Y lo esencial del día a día",
  capabilities: {
    offline: "Funciona sin conexión",
    portability: "Tus datos son tuyos: expórtalos cuando quieras",
    print: "Impresión",
    shortcuts: "Atajos de teclado rápidos",
    repeat: "Eventos periódicos",
    search: "Búsqueda en todos los eventos",
  },
} satisfies Messages<"features">;
