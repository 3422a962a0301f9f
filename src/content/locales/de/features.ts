import type { Messages } from "../types";

export default {
  intro: {
    eyebrow: "Starke Funktionen",
    title: "Alles, was ein persönlicher Kalender braucht. Nichts, was er nicht braucht.",
    lead: "Planen Sie einen Tag oder ein ganzes Jahr in einem ruhigen Fenster, das Ihnen nicht im Weg steht.",
  },
  cards: {
    free: {
      title: "Immer kostenlos",
      description:
        "Alle Funktionen, dauerhaft kostenlos. Keine Registrierung, kein Konto, keine Testphase.",
    },
    views: {
      title: "Vier Blicke auf Ihre Zeit",
      description:
        "Wechseln Sie mit einem Klick zwischen Tages-, Wochen-, Monats- und Jahresansicht.",
    },
    reminders: {
      title: "Erinnerungen",
      description: "Ein sanfter Hinweis vor jedem Termin, damit Ihnen nichts entgeht.",
    },
    categories: {
      title: "Farbige Kategorien",
      description:
        "Arbeit, Familie, Gesundheit: Geben Sie jeder Kategorie eine Farbe und erfassen Sie Ihre Woche auf einen Blick.",
    },
    sync: {
      title: "Kalender synchronisieren",
      description: "Synchronisierung mit Google Kalender, Outlook und anderen Kalenderplattformen.",
    },
    dark: {
      title: "Dunkle Oberfläche",
      description: "Schont nachts die Augen – auf Wunsch auch hell oder passend zum System.",
    },
  },
  capabilitiesTitle: "Und alles für den Alltag",
  capabilities: {
    offline: "Funktioniert offline",
    portability: "Ihre Daten gehören Ihnen: jederzeit exportierbar",
    print: "Druckfunktion",
    shortcuts: "Praktische Tastenkürzel",
    repeat: "Wiederkehrende Termine",
    search: "Suche in allen Terminen",
  },
} satisfies Messages<"features">;
