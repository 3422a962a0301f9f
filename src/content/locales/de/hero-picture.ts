import type { Messages } from "../types";

export default {
  today: "Heute",
  newEvent: "Neuer Termin",
  views: { day: "Tag", week: "Woche", month: "Monat", year: "Jahr" },
  calendars: "Meine Kalender",
  categories: { work: "Arbeit", family: "Familie", health: "Gesundheit", personal: "Privat" },
  events: {
    standup: "Team-Standup",
    planning: "Sprintplanung",
    review: "Quartalsweise Budgetbesprechung mit dem Finanzteam",
    design: "Design-Review",
    dentist: "Zahnarzt",
    football: "Leos Fußballtraining",
    gym: "Fitnessstudio",
    birthday: "Mamas Geburtstag",
    match: "Fußballspiel",
    lunch: "Mittagessen bei Oma",
    yoga: "Yogakurs",
  },
  reminderIn: "{time} · In {minutes} Min.",
  allDay: "Ganztägig",
} satisfies Messages<"hero-picture">;
