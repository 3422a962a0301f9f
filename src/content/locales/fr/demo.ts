import type { Messages } from "../types";
import { f } from "./format";

// French counts 0 as singular: "0 événement".
const eventCount = (count: number) =>
  f.plural(count, { one: "# événement", many: "# d’événements", other: "# événements" });

export default {
  livePreview: {
    eyebrow: "Essayez ici",
    title: "Aperçu en direct",
    intro:
      "Essayez le calendrier ici même : parcourez les mois, passez de la semaine au mois ou à l’année, et choisissez un jour pour voir ce qui est prévu.",
    seasonNote: "Les équinoxes et les solstices sont datés en UTC.",
    emptyDay: "Rien de prévu ce jour-là.",
    pickDay: "Choisissez un jour pour voir tous ses événements.",
    holidaysLink: "Ajouter ces fêtes à votre propre calendrier",
  },
  views: { week: "Semaine", month: "Mois", year: "Année" },
  nav: {
    week: { previous: "Semaine précédente", next: "Semaine suivante" },
    month: { previous: "Mois précédent", next: "Mois suivant" },
    year: { previous: "Année précédente", next: "Année suivante" },
  },
  categories: {
    holiday: "Jour férié",
    religious: "Religieux",
    season: "Saison",
    observance: "Journée thématique",
    personal: "Personnel",
  },
  labels: {
    calendar: "Calendrier de démonstration",
    viewSwitcher: "Vue du calendrier",
    selectedDay: "Jour sélectionné",
    daysOfWeek: "Jours de la semaine",
    months: "Mois",
    eventCategories: "Catégories d’événements",
    noEvents: "Aucun événement",
  },
  eventCount,
  moreEvents: (count: number) =>
    f.plural(count, { one: "+# autre", many: "+# autres", other: "+# autres" }),
  describeEvents: (titles: readonly string[]) =>
    `${eventCount(titles.length)} : ${f.list(titles, "unit")}`,
  monthSummary: (year: string, count: number) => `${year}, ${eventCount(count)}`,
  events: {
    newYearsDay: "Jour de l’An",
    mlkDay: "Journée Martin Luther King (États-Unis)",
    presidentsDay: "Jour des présidents (États-Unis)",
    valentinesDay: "Saint-Valentin",
    womensDay: "Journée internationale des droits des femmes",
    marchEquinox: "Équinoxe de mars",
    easter: "Dimanche de Pâques",
    passover: "Pessa’h",
    earthDay: "Jour de la Terre",
    mothersDay: "Fête des mères (États-Unis)",
    memorialDay: "Jour du Souvenir (États-Unis)",
    juneSolstice: "Solstice de juin",
    fathersDay: "Fête des pères",
    juneteenth: "Jour de l’émancipation (États-Unis)",
    independenceDay: "Fête de l’Indépendance (États-Unis)",
    chocolateDay: "Journée mondiale du chocolat",
    youthDay: "Journée internationale de la jeunesse",
    laborDay: "Fête du Travail (États-Unis)",
    peaceDay: "Journée internationale de la paix",
    autumnEquinox: "Équinoxe d’automne",
    roshHashanah: "Roch Hachana",
    yomKippur: "Yom Kippour",
    sukkot: "Souccot",
    coffeeDay: "Journée internationale du café",
    olderPersonsDay: "Journée internationale des personnes âgées",
    indigenousPeoplesDay: "Journée des peuples autochtones (États-Unis)",
    halloween: "Halloween",
    veteransDay: "Journée des anciens combattants (États-Unis)",
    thanksgiving: "Action de grâce (États-Unis)",
    hanukkah: "Hanoukka (premier jour)",
    decemberSolstice: "Solstice de décembre",
    christmas: "Noël",
    newYearsEve: "Saint-Sylvestre",
    budgetReview: "Point budget du mois",
    bookClub: "Club de lecture",
  },
} satisfies Messages<"demo">;
