import type { Messages } from "../types";
import { marketingFigures, ratingSources } from "../../site";
import { f } from "./format";

export default {
  intro: {
    eyebrow: "Míralo en acción",
    title: "Hecho para tu forma de planificar",
    lead: "Cuatro momentos de una semana con la app.",
  },
  slides: {
    month: {
      title: "Tu mes de un vistazo",
      description:
        "Todos los eventos en una cuadrícula limpia, con colores por categoría. Salta a una semana o a un día cuando necesites más detalle.",
    },
    day: {
      title: "Céntrate en hoy",
      description:
        "La vista diaria reparte tus horas, con recordatorios que avisan antes de cada cita.",
    },
    year: {
      title: "Planifica el año entero",
      description:
        "La vista anual muestra festivos, viajes y plazos uno al lado del otro, para que veas venir las épocas de más trabajo.",
    },
    sync: {
      title: "Sincronizado, incluso sin conexión",
      description:
        "Conecta Google Calendar u Outlook, sigue trabajando sin conexión y exporta tus datos cuando quieras.",
    },
  },
  pictures: {
    today: "Hoy",
    views: { day: "Día", week: "Semana", month: "Mes", year: "Año" },
    events: {
      haircut: "Peluquería",
      parents: "Reunión de padres",
      planning: "Planificación del sprint",
      dentist: "Dentista",
      birthday: "Cumpleaños de mamá",
      match: "Partido de fútbol",
      gym: "Gimnasio",
      review: "Revisión trimestral del presupuesto con el equipo de finanzas",
      dinner: "Cena con Sam",
      offsite: "Jornada de equipo",
      car: "Revisión del coche",
      standup: "Reunión diaria del equipo",
      design: "Revisión de diseño",
      lunch: "Comida con Sam",
      football: "Entrenamiento de fútbol de Leo",
    },
    reminderIn: "{time} · En {minutes} min",
    year: { holidays: "Festivos", trips: "Viajes", deadlines: "Plazos" },
    sync: {
      accounts: "Cuentas",
      google: "Google Calendar",
      outlook: "Outlook",
      thisPc: "Este equipo",
      synced: "Sincronizado hace un momento",
      offline:
        "Sin conexión: tus cambios se guardan en este equipo y se sincronizan al volver a conectarte",
      export: "Exportar a .ics",
    },
  },
  stats: {
    users: { value: f.figure(marketingFigures.users), label: "Usuarios" },
    rating: {
      value: f.figure(marketingFigures.rating),
      label: "Valoración media",
      source: ratingSources.rating.store,
    },
    events: { value: f.figure(marketingFigures.events), label: "Eventos planificados" },
    reviews: {
      value: f.figure(marketingFigures.reviewScore),
      label: "Satisfacción",
      source: "Encuesta a usuarios",
    },
  },
  carousel: {
    label: "Lo mejor de la app",
    roleDescription: "carrusel",
    slideRoleDescription: "diapositiva",
    slidesLabel: "Diapositivas",
    previous: "Diapositiva anterior",
    next: "Diapositiva siguiente",
    position: "{index} de {count}",
    picker: "Diapositiva {index}: {title}",
    announcement: "Diapositiva {index} de {count}: {title}",
  },
} satisfies Messages<"showcase">;
