import common from "./common";
import { f } from "./format";

/** The landing page's head and hero (the sections have their own catalogs). */
export default {
  meta: {
    title: "Calendar for Windows — free personal calendar app",
    description: `A free desktop calendar for ${common.windowsVersionsList}: daily, weekly, monthly and yearly views, reminders, colour-coded categories, sync and offline use. No registration.`,
  },
  hero: {
    eyebrow: "Free desktop calendar for Windows",
    highlightsLabel: "Highlights",
    badges: {
      free: `${f.number(1, { style: "percent" })} free`,
      noRegistration: "No registration",
      offline: "Works offline",
    },
    downloadLabel: "Download for Windows",
    compatibility: `Compatible with ${common.windowsVersions}`,
    scrollLabel: "See the features",
  },
};
