import type { Messages } from "../types";

export default {
  today: "Aujourd’hui",
  newEvent: "Nouvel événement",
  views: { day: "Jour", week: "Semaine", month: "Mois", year: "Année" },
  calendars: "Mes calendriers",
  categories: { work: "Travail", family: "Famille", health: "Santé", personal: "Personnel" },
  events: {
    standup: "Point d’équipe",
    planning: "Planification du sprint",
    review: "Revue trimestrielle du budget avec l’équipe financière",
    design: "Revue de design",
    dentist: "Dentiste",
    football: "Entraînement de foot de Léo",
    gym: "Salle de sport",
    birthday: "Anniversaire de maman",
    match: "Match de foot",
    lunch: "Déjeuner chez mamie",
    yoga: "Cours de yoga",
  },
  reminderIn: "{time} · Dans {minutes} min",
  allDay: "Toute la journée",
} satisfies Messages<"hero-picture">;
