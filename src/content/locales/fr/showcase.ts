import type { Messages } from "../types";
import { marketingFigures, ratingSources } from "../../site";
import { f } from "./format";

export default {
  intro: {
    eyebrow: "En action",
    title: "Pensé pour votre façon de planifier",
    lead: "Quatre moments d’une semaine avec l’application.",
  },
  slides: {
    month: {
      title: "Votre mois d’un coup d’œil",
      description:
        "Tous les événements dans une grille claire, colorés par catégorie. Passez à la semaine ou au jour quand vous avez besoin de détails.",
    },
    day: {
      title: "Priorité à aujourd’hui",
      description:
        "La vue jour déroule vos heures, avec des rappels qui sonnent avant chaque rendez-vous.",
    },
    year: {
      title: "Planifiez toute l’année",
      description:
        "La vue année montre jours fériés, voyages et échéances côte à côte, pour voir venir les périodes chargées.",
    },
    sync: {
      title: "Synchronisé, même hors ligne",
      description:
        "Connectez Google Agenda ou Outlook, continuez à travailler sans connexion et exportez vos données quand vous le souhaitez.",
    },
  },
  pictures: {
    today: "Aujourd’hui",
    views: { day: "Jour", week: "Semaine", month: "Mois", year: "Année" },
    events: {
      haircut: "Coiffeur",
      parents: "Réunion parents-profs",
      planning: "Planification du sprint",
      dentist: "Dentiste",
      birthday: "Anniversaire de maman",
      match: "Match de foot",
      gym: "Salle de sport",
      review: "Revue trimestrielle du budget avec l’équipe financière",
      dinner: "Dîner avec Sam",
      offsite: "Séminaire d’équipe",
      car: "Révision de la voiture",
      standup: "Point d’équipe",
      design: "Revue de design",
      lunch: "Déjeuner avec Sam",
      football: "Entraînement de foot de Léo",
    },
    reminderIn: "{time} · Dans {minutes} min",
    year: { holidays: "Jours fériés", trips: "Voyages", deadlines: "Échéances" },
    sync: {
      accounts: "Comptes",
      google: "Google Agenda",
      outlook: "Outlook",
      thisPc: "Ce PC",
      synced: "Synchronisé à l’instant",
      offline:
        "Hors ligne : vos modifications restent sur ce PC et se synchronisent dès votre retour en ligne",
      export: "Exporter en .ics",
    },
  },
  stats: {
    users: { value: f.figure(marketingFigures.users), label: "Utilisateurs" },
    rating: {
      value: f.figure(marketingFigures.rating),
      label: "Note moyenne",
      source: ratingSources.rating.store,
    },
    events: { value: f.figure(marketingFigures.events), label: "Événements planifiés" },
    reviews: {
      value: f.figure(marketingFigures.reviewScore),
      label: "Satisfaction",
      source: "Enquête utilisateurs",
    },
  },
  carousel: {
    label: "L’application en images",
    roleDescription: "carrousel",
    slideRoleDescription: "diapositive",
    slidesLabel: "Diapositives",
    previous: "Diapositive précédente",
    next: "Diapositive suivante",
    position: "{index} sur {count}",
    picker: "Diapositive {index} : {title}",
    announcement: "Diapositive {index} sur {count} : {title}",
  },
} satisfies Messages<"showcase">;
