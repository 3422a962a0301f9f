import type { Messages } from "../types";
import common from "./common";

const app = common.productFullName;

export default {
  meta: {
    title: `Calendriers des fêtes — ${app}`,
    description:
      "Des calendriers des fêtes gratuits auxquels s’abonner dans Outlook, Google Agenda ou Calendrier d’Apple : jours fériés fédéraux des États-Unis, fêtes juives, équinoxes et solstices.",
  },
  title: "Calendriers des fêtes",
  lead: `Ajoutez les jours fériés, les fêtes juives et les saisons au calendrier que vous utilisez aujourd’hui, et gardez-les plus tard dans ${app}. Leurs dates suivent les mêmes règles que le calendrier de démonstration de notre page d’accueil.`,
  years:
    "Chaque calendrier contient les années {first} à {last}. Il est régénéré à chaque mise à jour de ce site, et un calendrier abonné vérifie les changements une fois par semaine.",
  language:
    "Les événements sont nommés en français. Chaque langue de ce site a sa propre copie de ces calendriers.",
  calendars: {
    "us-holidays": {
      name: "Jours fériés fédéraux des États-Unis",
      holds:
        "Les jours fériés fédéraux des États-Unis à leur date officielle (quand l’un tombe un week-end, le jour chômé peut être le vendredi précédent ou le lundi suivant) : {events}.",
    },
    "jewish-holidays": {
      name: "Fêtes juives",
      holds:
        "Le premier jour des principales fêtes juives, selon le calendrier hébraïque (chacune commence au coucher du soleil la veille) : {events}.",
    },
    seasons: {
      name: "Équinoxes et solstices",
      holds: "Le début de chaque saison astronomique, daté en UTC : {events}.",
    },
  },
  subscribe: "S’abonner",
  download: "Télécharger le .ics",
  howTo: {
    title: "Comment s’abonner",
    outlook: {
      app: "Outlook (Windows)",
      steps:
        "Sélectionnez S’abonner et confirmez. Ou, dans Outlook, choisissez Ajouter un calendrier, puis S’abonner à partir du web, et collez l’adresse du lien S’abonner.",
    },
    google: {
      app: "Google Agenda",
      steps:
        "Sur un ordinateur, sélectionnez + à côté de Autres agendas, puis À partir de l’URL ; collez l’adresse du lien S’abonner et sélectionnez Ajouter un agenda.",
    },
    apple: {
      app: "Calendrier d’Apple",
      steps: "Sur un Mac, un iPhone ou un iPad, sélectionnez S’abonner et confirmez.",
    },
    download:
      "Un fichier .ics téléchargé est une copie : une fois importé, il ne change plus. Un abonnement reste à jour.",
  },
} satisfies Messages<"holidays">;
