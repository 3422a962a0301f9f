import type { Messages } from "../types";
import { f } from "./format";

export default {
  appName: "Kalender",
  today: "Heute",
  views: { day: "Tag", week: "Woche", month: "Monat", year: "Jahr" },
  calendars: "Meine Kalender",
  categories: { work: "Arbeit", family: "Familie", health: "Gesundheit", personal: "Privat" },
  events: {
    standup: "Team-Standup",
    review: "Quartalsweise Budgetbesprechung mit dem Finanzteam",
    dentist: "Zahnarzt",
    football: "Leos Fußballtraining",
    gym: "Fitnessstudio",
    birthday: "Mamas Geburtstag",
    match: "Fußballspiel",
    lunch: "Mittagessen bei Oma",
    yoga: "Yogakurs",
  },
  reminderIn: (minutes: number) => `In ${f.number(minutes)} Min.`,
  allDay: "Ganztägig",
} satisfies Messages<"hero-picture">;
