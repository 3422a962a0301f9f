import type { ShowcaseCopy } from "../../slides";
import { marketingFigures, ratingSources } from "../../site";
import { f } from "./format";

export default {
  intro: {
    eyebrow: "See it in action",
    title: "Made for the way you plan",
    lead: "Four moments from a week with the app.",
  },
  slides: {
    month: {
      title: "Your month at a glance",
      description:
        "Every event in a clean grid, colour-coded by category. Jump to a week or a day when you need detail.",
    },
    day: {
      title: "Focus on today",
      description:
        "The Daily view lays out your hours, with reminders set to fire before each appointment.",
    },
    year: {
      title: "Plan the whole year",
      description:
        "The Yearly view shows holidays, trips and deadlines side by side, so you see busy seasons coming.",
    },
    sync: {
      title: "In sync, even offline",
      description:
        "Connect Google Calendar or Outlook, keep working without a connection, and export your data whenever you like.",
    },
  },
  pictures: {
    today: "Today",
    views: { day: "Day", week: "Week", month: "Month", year: "Year" },
    events: {
      haircut: "Haircut",
      parents: "Parents’ evening",
      planning: "Sprint planning",
      dentist: "Dentist",
      birthday: "Mum’s birthday",
      match: "Football match",
      gym: "Gym",
      review: "Quarterly budget review with the finance team",
      dinner: "Dinner with Sam",
      offsite: "Team offsite",
      car: "Car service",
      standup: "Team standup",
      design: "Design review",
      lunch: "Lunch with Sam",
      football: "Leo’s football practice",
    },
    reminderIn: "{time} · In {minutes} min",
    year: { holidays: "Holidays", trips: "Trips", deadlines: "Deadlines" },
    sync: {
      accounts: "Accounts",
      google: "Google Calendar",
      outlook: "Outlook",
      thisPc: "This PC",
      synced: "Synced just now",
      offline: "Offline: your changes are kept on this PC and sync when you are back online",
      export: "Export to .ics",
    },
  },
  stats: {
    users: { value: f.figure(marketingFigures.users), label: "Users" },
    rating: {
      value: f.figure(marketingFigures.rating),
      label: "Average rating",
      source: ratingSources.rating.store,
    },
    events: { value: f.figure(marketingFigures.events), label: "Events planned" },
    reviews: {
      value: f.figure(marketingFigures.reviewScore),
      label: "Satisfaction",
      source: "User survey",
    },
  },
  carousel: {
    label: "Product highlights",
    roleDescription: "carousel",
    slideRoleDescription: "slide",
    slidesLabel: "Slides",
    previous: "Previous slide",
    next: "Next slide",
    position: "{index} of {count}",
    picker: "Slide {index}: {title}",
    announcement: "Slide {index} of {count}: {title}",
  },
} satisfies ShowcaseCopy;
