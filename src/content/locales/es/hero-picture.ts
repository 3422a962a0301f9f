import type { Messages } from "../types";

export default {
  today: "Hoy",
  newEvent: "Nuevo evento",
  views: { day: "Día", week: "Semana", month: "Mes", year: "Año" },
  calendars: "Mis calendarios",
  categories: { work: "Trabajo", family: "Familia", health: "Salud", personal: "Personal" },
  events: {
    standup: "Reunión diaria",
    planning: "Planificación del sprint",
    review: "Revisión trimestral del presupuesto con el equipo de finanzas",
    design: "Revisión de diseño",
    dentist: "Dentista",
    football: "Entrenamiento de fútbol de Leo",
    gym: "Gimnasio",
    birthday: "Cumpleaños de mamá",
    match: "Partido de fútbol",
    lunch: "Comida en casa de la abuela",
    yoga: "Clase de yoga",
  },
  reminderIn: "{time} · En {minutes} min",
  allDay: "Todo el día",
} satisfies Messages<"hero-picture">;
