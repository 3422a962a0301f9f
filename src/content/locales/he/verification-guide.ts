import type { Messages } from "../types";
import { requirements } from "../../site";
import common from "./common";

const ui = {
  edge: {
    more: "…",
    warning: "{file} לא מורד לעתים קרובות. ודא שאתה סומך על {file} לפני שתפתח אותו.",
    keep: "שמור",
    trust: "ודא שאתה סומך על {file} לפני שתפתח אותו",
    showMore: "הצג עוד",
    keepAnyway: "שמור בכל זאת",
  },
  chrome: {
    blocked: "הורדה חשודה נחסמה",
    download: "הורדת קובץ חשוד",
  },
  smartScreen: {
    title: "Windows הגן על המחשב שלך",
    body: "Microsoft Defender SmartScreen מנע הפעלה של אפליקציה לא מזוהה. הפעלת אפליקציה זו עלולה לסכן את המחשב שלך.",
    moreInfo: "מידע נוסף",
    app: "אפליקציה:",
    publisher: "מפרסם:",
    unknownPublisher: "מפרסם לא ידוע",
    run: "הפעל בכל זאת",
    dontRun: "אל תפעיל",
  },
  startApp: "אפליקציה",
};

export default {
  lead: "חינם ובלי הרשמה. הורדה אחת ושלושה צעדים קצרים, והיומן שלכם מוכן.",
  allDownloads: "קובצי התקנה נוספים וסכומי ביקורת",
  sampleNotice: {
    title: "נתונים לדוגמה.",
    body: "הגרסה, התאריך, שמות הקבצים, הגדלים וסכומי הביקורת SHA-256 בדף הזה הם ערכים לדוגמה, לא גרסה שפורסמה: אל תשתמשו בהם כדי לבדוק קובץ שהורדתם.",
  },
  legacyNotice: `נראה שבמחשב הזה מותקנת גרסה ישנה יותר של Windows. ${common.productFullName} דורש ${common.windowsOrLater}: קובץ ההתקנה לא יפעל ב-Windows 7 או 8.`,
  ui,
  install: {
    title: "התקנה בשלושה צעדים",
    intro: "הדפדפן ו-Windows נזהרים עם אפליקציות שהם עוד לא מכירים. זה מה שהם מציגים, ובמה לבחור.",
  },
  browser: {
    title: "שמרו את ההורדה",
    text: "לגרסה חדשה יש עדיין מעט הורדות, ולכן הדפדפן עשוי להזהיר שהקובץ לא מורד לעתים קרובות. זה צפוי.",
    edge: "ב-Microsoft Edge בחרו {more} ליד הקובץ, ואז {keep}. בחלון שנפתח בחרו {showMore}, ואז {keepAnyway}.",
    chrome: "ב-Google Chrome בחרו את ההורדה, ואז {download}.",
  },
  smartScreen: {
    title: "פתחו את הקובץ ואשרו את הפעלתו",
    text: "פתחו את הקובץ מרשימת ההורדות של הדפדפן או מתיקיית ההורדות. אם Windows מציג ״{title}״, בחרו {moreInfo}, ודאו שהמפרסם הוא ״{publisher}״, ואז בחרו {run}.",
    why: "Microsoft Defender SmartScreen מציג את החלון הכחול הזה לאפליקציות שעדיין מעטים הורידו, וזה נפוץ בגרסה חדשה. הוא לא אומר שהקובץ מזיק; הוא אומר ש-Windows עוד לא מכיר אותו היטב.",
  },
  setup: {
    title: `התקינו ופתחו את ${common.productName}`,
    text: requirements.adminRightsNeeded
      ? "עקבו אחרי אשף ההתקנה. Windows יבקש אישור של מנהל מערכת."
      : "עקבו אחרי אשף ההתקנה. לא נדרשות הרשאות מנהל: ההתקנה היא לחשבון ה-Windows שלכם בלבד.",
    open: `אחר כך פתחו את ${common.productName} מתפריט התחל ותכננו את השבוע הראשון.`,
  },
  installer: {
    title: `התקנת ${common.productFullName}`,
    progress: `מתקין את ${common.productName}…`,
  },
  check: {
    title: "בדיקת הקובץ (לא חובה)",
    intro:
      "שתי בדיקות, דקה כל אחת, לשקט נפשי. סכום הביקורת מוכיח שהקובץ הוא בדיוק זה שמופיע כאן; החתימה הדיגיטלית של המפרסם מוכיחה מי יצר אותו.",
    checksumTitle: "1. השוו את סכום הביקורת SHA-256",
    checksumSteps: [
      "פתחו את PowerShell: הקישו על מקש Windows, הקלידו PowerShell והקישו Enter.",
      "הדביקו את השורה של הקובץ שלכם והקישו Enter. השורה מחפשת את הקובץ בתיקיית ההורדות; אם שמרתם אותו במקום אחר, שנו את התיקייה בשורה.",
    ],
    checksumResult:
      "אם הקובץ מקורי, PowerShell מדפיס True. פירוש False הוא שזה לא הקובץ מהדף הזה: אל תפתחו אותו.",
    publisherTitle: "2. בדקו את המפרסם",
    publisher:
      "לחצו על הקובץ בלחצן הימני, בחרו מאפיינים ואז בכרטיסייה חתימות דיגיטליות: שם החותם חייב להיות בדיוק ״{publisher}״. Windows מציג את אותו שם מפרסם בהודעות האבטחה שלו.",
  },
  fails: {
    title: "אם בדיקה נכשלת",
    intro: "אל תפתחו את הקובץ, ומחקו אותו, אם:",
    items: [
      "PowerShell מדפיס False, או שסכום הביקורת שונה מזה שבדף הזה.",
      `המפרסם הוא ״${ui.smartScreen.unknownPublisher}״ או כל שם אחר מלבד ״{publisher}״ (בחתימה או בחלון הכחול).`,
      "הקובץ הגיע ממקום אחר ולא מהדף הזה: אתר הורדות אחר, דוא״ל או הודעה.",
    ],
    after: "הורידו אותו שוב מהדף הזה ובדקו אותו שוב.",
  },
  downloadsTitle: "קובצי ההתקנה",
  facts: {
    label: "על הגרסה הזו",
    version: "גרסה",
    versionOf: "גרסה {version}",
    released: "תאריך פרסום",
    requires: "דרישות",
    architectures: "מעבדים",
  },
  processorRequirement: "מעבד: {processors}",
} satisfies Messages<"verification-guide">;
