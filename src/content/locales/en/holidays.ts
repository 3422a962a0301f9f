import common from "./common";

const app = common.productFullName;

/**
 * The holiday calendars page (/holidays) and its .ics files
 * (/calendars/<id>.ics): each calendar's name and what it holds. The events'
 * names are the demo's (demo.ts). Placeholders in braces: "{first}" and
 * "{last}" (years), "{events}" (a list of the calendar's event names).
 */
export default {
  meta: {
    title: `Holiday calendars — ${app}`,
    description:
      "Free holiday calendars to subscribe to in Outlook, Google Calendar or Apple Calendar: US federal holidays, Jewish holidays, and the equinoxes and solstices.",
  },
  title: "Holiday calendars",
  lead: `Add public holidays, Jewish holidays and the seasons to the calendar you use today, and keep them in ${app} later. Their dates come from the same rules as the demo calendar on our home page.`,
  /** The years every file holds. */
  years:
    "Each calendar holds the years {first} to {last}. It is rebuilt whenever this site is updated, and a subscribed calendar checks for changes once a week.",
  /** The files' language: this page's. */
  language:
    "The events are named in English. Each language of this site has its own copy of these calendars.",
  calendars: {
    "us-holidays": {
      /** The calendar's name, also in calendar apps (X-WR-CALNAME). */
      name: "US federal holidays",
      holds:
        "The federal holidays of the United States, on their official dates (when one falls on a weekend, the day off may be the Friday before or the Monday after): {events}.",
    },
    "jewish-holidays": {
      name: "Jewish holidays",
      holds:
        "The first day of the main Jewish holidays, from the Hebrew calendar (each begins at sundown the evening before): {events}.",
    },
    seasons: {
      name: "Equinoxes and solstices",
      holds: "The start of each astronomical season, dated in UTC: {events}.",
    },
  },
  /** The link that opens the calendar app with the subscription (webcal:). */
  subscribe: "Subscribe",
  /** The link to the .ics file itself. */
  download: "Download .ics",
  howTo: {
    title: "How to subscribe",
    outlook: {
      app: "Outlook (Windows)",
      steps:
        "Select Subscribe and confirm. Or, in Outlook, choose Add calendar, then Subscribe from web, and paste the address of the Subscribe link.",
    },
    google: {
      app: "Google Calendar",
      steps:
        "On a computer, select + next to Other calendars, then From URL; paste the address of the Subscribe link and select Add calendar.",
    },
    apple: {
      app: "Apple Calendar",
      steps: "On a Mac, iPhone or iPad, select Subscribe and confirm.",
    },
    /** Why to subscribe rather than download. */
    download:
      "A downloaded .ics file is a copy: once imported, it does not change. A subscription stays up to date.",
  },
};
