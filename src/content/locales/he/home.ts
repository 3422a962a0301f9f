import type { Messages } from "../types";
import common from "./common";
import { f } from "./format";

export default {
  meta: {
    title: "יומן ל-Windows — אפליקציית יומן אישית בחינם",
    description: `יומן שולחני חינמי ל-${common.windowsVersionsList}: תצוגות יום, שבוע, חודש ושנה, תזכורות, קטגוריות בצבעים, סנכרון ועבודה בלי חיבור לאינטרנט. בלי הרשמה.`,
  },
  hero: {
    eyebrow: "יומן שולחני חינמי ל-Windows",
    highlightsLabel: "עיקרי הדברים",
    badges: {
      free: `${f.number(1, { style: "percent" })} חינם`,
      noRegistration: "בלי הרשמה",
      offline: "עובד גם בלי אינטרנט",
    },
    downloadLabel: "הורדה ל-Windows",
    compatibility: `תואם ל-${common.windowsVersions}`,
    scrollLabel: "לתכונות",
  },
} satisfies Messages<"home">;
