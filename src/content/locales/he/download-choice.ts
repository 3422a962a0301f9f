import type { Messages } from "../types";
import { requirements } from "../../site";
import common from "./common";
import { f } from "./format";

const space = f.unit(requirements.freeSpaceMb, "megabyte");

export default {
  architectureNames: { x64: "x64", arm64: "ARM64" },
  architectureDetail: "({architecture})",
  legacyNote: `נדרש ${common.windowsOrLater}. נראה שבמחשב הזה מותקנת גרסה ישנה יותר של Windows.`,
  elsewhere: {
    title: "נבנה למחשבי Windows",
    body: `שלחו לעצמכם את הקישור והתקינו במחשב עם ${common.windowsVersions}.`,
    linkLabel: "קישור",
    addressLabel: "כתובת דף ההורדה",
    copyLink: "העתקת הקישור",
    copyLinkName: "העתקת הקישור לדף ההורדה",
    share: "שיתוף הקישור",
    remind: "תזכורת במחשב",
    remindHint: "מוסיפה ליומן שלכם אירוע של רבע שעה ב-19:00, עם הקישור.",
    downloadPage: "לדף ההורדה",
  },
  copy: {
    button: "העתקה",
    copiedButton: "הועתק",
    copied: "הועתק: {what}.",
    failed:
      "לא הצלחנו להעתיק אוטומטית, ולכן הטקסט מסומן: הקישו Ctrl+C (‏⌘C ב-Mac) או השתמשו בפקודת ההעתקה של המכשיר.",
  },
  actions: {
    shareFailed: "השיתוף לא עבד כאן. אפשר להעתיק את הקישור במקום.",
    reminderSaved:
      "קובץ היומן נשמר. פתחו אותו כדי להוסיף את התזכורת ליומן, ואז פתחו את הקישור במחשב.",
    reminderFailed: "לא הצלחנו ליצור כאן את קובץ היומן. אפשר להעתיק את הקישור במקום.",
  },
  reminder: {
    summary: `להתקין את ${common.productFullName}`,
    description: `במחשב ה-Windows שלכם, פתחו את {url} כדי להוריד את ${common.productFullName}: חינם, בלי הרשמה, ${common.windowsOrLater}.`,
  },
  requirementsTitle: "דרישות מערכת",
  requirements: {
    os: common.windowsOrLater,
    space: `${space} של שטח פנוי`,
    admin: requirements.adminRightsNeeded ? "נדרשות הרשאות מנהל" : "לא נדרשות הרשאות מנהל",
  },
} satisfies Messages<"download-choice">;
