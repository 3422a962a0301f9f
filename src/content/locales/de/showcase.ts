import type { Messages } from "../types";
import { marketingFigures, ratingSources } from "../../site";
import { f } from "./format";

export default {
  intro: {
    eyebrow: "In Aktion",
    title: "Gemacht für Ihre Art zu planen",
    lead: "Vier Momente aus einer Woche mit der App.",
  },
  slides: {
    month: {
      title: "Ihr Monat auf einen Blick",
      description:
        "Alle Termine in einem klaren Raster, farblich nach Kategorie. Wechseln Sie zur Woche oder zum Tag, wenn Sie Details brauchen.",
    },
    day: {
      title: "Der Tag im Fokus",
      description:
        "Die Tagesansicht zeigt Ihre Stunden im Überblick, mit Erinnerungen, die sich vor jedem Termin melden.",
    },
    year: {
      title: "Das ganze Jahr planen",
      description:
        "Die Jahresansicht zeigt Feiertage, Reisen und Fristen nebeneinander, damit Sie volle Wochen kommen sehen.",
    },
    sync: {
      title: "Synchron, auch offline",
      description:
        "Verbinden Sie Google Kalender oder Outlook, arbeiten Sie ohne Verbindung weiter und exportieren Sie Ihre Daten, wann immer Sie möchten.",
    },
  },
  pictures: {
    today: "Heute",
    views: { day: "Tag", week: "Woche", month: "Monat", year: "Jahr" },
    events: {
      haircut: "Friseur",
      parents: "Elternabend",
      planning: "Sprintplanung",
      dentist: "Zahnarzt",
      birthday: "Mamas Geburtstag",
      match: "Fußballspiel",
      gym: "Fitnessstudio",
      review: "Quartalsweise Budgetbesprechung mit dem Finanzteam",
      dinner: "Abendessen mit Sam",
      offsite: "Teamausflug",
      car: "Autoinspektion",
      standup: "Team-Standup",
      design: "Design-Review",
      lunch: "Mittagessen mit Sam",
      football: "Leos Fußballtraining",
    },
    reminderIn: "{time} · In {minutes} Min.",
    year: { holidays: "Feiertage", trips: "Reisen", deadlines: "Fristen" },
    sync: {
      accounts: "Konten",
      google: "Google Kalender",
      outlook: "Outlook",
      thisPc: "Dieser PC",
      synced: "Gerade synchronisiert",
      offline:
        "Offline: Ihre Änderungen bleiben auf diesem PC und werden synchronisiert, sobald Sie wieder online sind",
      export: "Als .ics exportieren",
    },
  },
  stats: {
    users: { value: f.figure(marketingFigures.users), label: "Nutzer" },
    rating: {
      value: f.figure(marketingFigures.rating),
      label: "Durchschnittsbewertung",
      source: ratingSources.rating.store,
    },
    events: { value: f.figure(marketingFigures.events), label: "Geplante Termine" },
    reviews: {
      value: f.figure(marketingFigures.reviewScore),
      label: "Zufriedenheit",
      source: "Nutzerumfrage",
    },
  },
  carousel: {
    label: "Die App im Überblick",
    roleDescription: "Karussell",
    slideRoleDescription: "Folie",
    slidesLabel: "Folien",
    previous: "Vorherige Folie",
    next: "Nächste Folie",
    position: "{index} von {count}",
    picker: "Folie {index}: {title}",
    announcement: "Folie {index} von {count}: {title}",
  },
} satisfies Messages<"showcase">;
