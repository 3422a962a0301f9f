import type { Messages } from "../types";
import common from "./common";

export default {
  meta: {
    title: `הורדה ואימות — ${common.productFullName}`,
    description: `הורידו את ${common.productFullName}, בדקו את סכום הביקורת SHA-256 ואת המפרסם של קובץ ההתקנה, עברו בבטחה את האזהרה של SmartScreen והתקינו בשלושה צעדים.`,
  },
  title: `הורדת ${common.productFullName}`,
  sampleMark: "לדוגמה",
  elsewhereTitle: "אתם לא במחשב Windows",
  elsewhereBody: `${common.productFullName} מותקן ב-${common.windowsVersions}. העתיקו את הקישור לדף הזה ופתחו אותו במחשב.`,
  installerTitles: {
    x64: { title: "Windows על x64", detail: "רוב המחשבים: מעבדי Intel או AMD" },
    arm64: { title: "Windows על ARM", detail: "מחשבי ARM64, כמו מחשבים ניידים עם Snapdragon" },
  },
  installer: {
    download: "הורדה ל-Windows",
    fileName: "קובץ",
    size: "גודל",
    sizeValue: "{megabytes} ({bytes} בתים)",
    sha256: "SHA-256",
    recommended: "מומלץ למחשב הזה",
    copyName: "העתקה של סכום הביקורת SHA-256 של {file}",
  },
  whichOne: `לא בטוחים איזה? פתחו את ההגדרות, אחר כך מערכת ואז אודות: תחת ״סוג מערכת״ כתוב מעבד מבוסס x64 או מבוסס ARM.`,
  commands: {
    commandFor: "עבור {file}:",
    commandWhat: "הפקודה",
    copyCommandName: "העתקה של בדיקת PowerShell עבור {file}",
  },
  releaseNotes: "מה חדש בגרסה {version}",
  winget: {
    title: "התקנה מהטרמינל",
    lead: "מעדיפים שורת פקודה? winget, מנהל החבילות של Windows 10 ו-11, מתקין את האפליקציה בפקודה אחת, והפקודה winget upgrade שומרת אותה מעודכנת.",
    commandWhat: "הפקודה",
    copyCommandName: "העתקה של פקודת ההתקנה של winget",
  },
} satisfies Messages<"verification">;
