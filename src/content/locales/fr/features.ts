import type { Messages } from "../types";

export default {
  intro: {
    eyebrow: "Des fonctionnalités puissantes",
    title: "Tout ce qu’il faut à un calendrier personnel. Rien de superflu.",
    lead: "Planifiez une journée ou une année entière dans une fenêtre calme qui ne vous encombre pas.",
  },
  cards: {
    free: {
      title: "Toujours gratuit",
      description:
        "Toutes les fonctionnalités, gratuites pour de bon. Ni inscription, ni compte, ni période d’essai.",
    },
    views: {
      title: "Quatre façons de voir le temps",
      description: "Passez d’une vue à l’autre (jour, semaine, mois, année) en un clic.",
    },
    reminders: {
      title: "Rappels",
      description: "Un petit rappel avant chaque événement, pour que rien ne vous échappe.",
    },
    categories: {
      title: "Catégories en couleur",
      description:
        "Travail, famille, santé : donnez une couleur à chacune et lisez votre semaine d’un coup d’œil.",
    },
    sync: {
      title: "Synchronisez vos calendriers",
      description:
        "Synchronisation avec Google Agenda, Outlook et d’autres plateformes de calendrier.",
    },
    dark: {
      title: "Une interface sombre",
      description:
        "Reposante pour les yeux le soir, avec aussi un thème clair ou celui du système.",
    },
  },
  capabilitiesTitle: "Et l’essentiel du quotidien",
  capabilities: {
    offline: "Fonctionne hors ligne",
    portability: "Vos données vous suivent : exportez-les à tout moment",
    print: "Impression",
    shortcuts: "Raccourcis clavier rapides",
    repeat: "Événements récurrents",
    search: "Recherche dans tous les événements",
  },
} satisfies Messages<"features">;
