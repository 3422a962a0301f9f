import type { Messages } from "../types";
import { marketingFigures } from "../../site";
import { f } from "./format";

export default {
  intro: {
    eyebrow: "ראו אותו בפעולה",
    title: "נבנה בשביל הדרך שבה אתם מתכננים",
    lead: "ארבעה רגעים משבוע עם האפליקציה.",
  },
  slides: {
    month: {
      title: "החודש שלכם במבט אחד",
      description:
        "כל האירועים ברשת נקייה, בצבע לפי קטגוריה. אפשר לקפוץ לשבוע או ליום כשצריך פרטים.",
    },
    day: {
      title: "להתמקד בהיום",
      description: "תצוגת היום פורשת את השעות שלכם, עם תזכורות שקופצות לפני כל פגישה.",
    },
    year: {
      title: "לתכנן את כל השנה",
      description:
        "תצוגת השנה מציגה חגים, נסיעות ודדליינים זה לצד זה, כך שרואים מראש את התקופות העמוסות.",
    },
    sync: {
      title: "מסונכרן, גם בלי חיבור",
      description:
        "חברו את Google Calendar או את Outlook, המשיכו לעבוד גם בלי חיבור וייצאו את הנתונים מתי שתרצו.",
    },
  },
  stats: {
    users: { value: f.figure(marketingFigures.users), label: "משתמשים" },
    rating: { value: f.figure(marketingFigures.rating), label: "דירוג" },
    events: { value: f.figure(marketingFigures.events), label: "אירועים מתוכננים" },
    reviews: { value: f.figure(marketingFigures.reviewScore), label: "דירוג המשתמשים" },
  },
  carousel: {
    label: "הצצה לאפליקציה",
    roleDescription: "קרוסלה",
    slideRoleDescription: "שקופית",
    slidesLabel: "שקופיות",
    previous: "השקופית הקודמת",
    next: "השקופית הבאה",
    position: (index: number, count: number) => `${f.number(index)} מתוך ${f.number(count)}`,
    picker: (index: number, title: string) => `שקופית ${f.number(index)}: ${title}`,
    announcement: (index: number, count: number, title: string) =>
      `שקופית ${f.number(index)} מתוך ${f.number(count)}: ${title}`,
  },
} satisfies Messages<"showcase">;
