import type { Messages } from "../types";
import { marketingFigures, requirements } from "../../site";
import common from "./common";
import { f } from "./format";

const space = f.unit(requirements.freeSpaceMb, "megabyte");

export default {
  intro: {
    title: "להכניס שקט ליומן",
    lead: "הורידו את האפליקציה, פתחו אותה ותכננו את השבוע הראשון תוך דקות. היא לא עולה כלום, לא היום ולא אחר כך.",
    downloadLabel: "הורדה ל-Windows",
    note: `חינם · ${common.windowsVersions} · ${space}`,
  },
  trustLabel: "למה סומכים עליו",
  benefitsTitle: "מה מקבלים",
  benefits: {
    free: "כל התכונות, בחינם ובלי הרשמה",
    views: "תצוגות יום, שבוע, חודש ושנה",
    sync: "סנכרון עם יומן Google ועם Outlook",
    offline: "עובד גם בלי חיבור; הנתונים נשארים שלכם",
  },
  badges: {
    rating: `שביעות רצון ${f.figure(marketingFigures.reviewScore)}`,
    users: `${f.figure(marketingFigures.users)} משתמשים`,
    local: "הנתונים נשמרים במחשב שלכם",
    sync: "סנכרון מוצפן, רק אם תבחרו",
  },
  faqTitle: "שאלות ותשובות",
  faq: {
    free: {
      question: "זה באמת בחינם?",
      answer:
        "כן. האפליקציה חינמית להורדה ולשימוש, עם כל התכונות. אין הרשמה, ואין צורך ליצור חשבון.",
    },
    windows: {
      question: "על אילו גרסאות של Windows היא עובדת?",
      answer: `${common.windowsOrLater}: היא תואמת ל-${common.windowsVersions}. היא צריכה ${space} של שטח פנוי, ${requirements.adminRightsNeeded ? "ונדרשות הרשאות מנהל כדי להתקין אותה" : "ולא נדרשות הרשאות מנהל כדי להתקין אותה"}.`,
    },
    sync: {
      question: "אפשר לסנכרן עם יומן Google או עם Outlook?",
      answer:
        "כן. אפשר לסנכרן עם יומן Google, עם Outlook ועם פלטפורמות יומן אחרות. הסנכרון הוא לבחירתכם והוא מוצפן; בלעדיו, היומן נשאר במחשב שלכם.",
    },
    data: {
      question: "איפה נשמרים הנתונים שלי, ואפשר לקחת אותם איתי?",
      answer:
        "האירועים נשמרים מקומית במחשב שלכם, והאפליקציה עובדת גם בלי חיבור. אפשר לייצא את הנתונים בכל רגע, או למחוק אותם.",
    },
  },
} satisfies Messages<"download">;
