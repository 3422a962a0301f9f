import type { Messages } from "../types";
import { marketingFigures, ratingSources } from "../../site";
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
        "חברו את יומן Google או את Outlook, המשיכו לעבוד גם בלי חיבור וייצאו את הנתונים מתי שתרצו.",
    },
  },
  pictures: {
    today: "היום",
    views: { day: "יום", week: "שבוע", month: "חודש", year: "שנה" },
    events: {
      haircut: "תספורת",
      parents: "אסיפת הורים",
      planning: "תכנון ספרינט",
      dentist: "רופא שיניים",
      birthday: "יום ההולדת של אמא",
      match: "משחק כדורגל",
      gym: "חדר כושר",
      review: "סקירת התקציב הרבעונית עם צוות הכספים",
      dinner: "ארוחת ערב עם סאם",
      offsite: "יום גיבוש לצוות",
      car: "טיפול לרכב",
      standup: "עדכון צוות יומי",
      design: "סקירת עיצוב",
      lunch: "ארוחת צהריים עם סאם",
      football: "אימון הכדורגל של ליאו",
    },
    reminderIn: "{time} · בעוד {minutes} דק׳",
    year: { holidays: "חגים", trips: "נסיעות", deadlines: "מועדי הגשה" },
    sync: {
      accounts: "חשבונות",
      google: "יומן Google",
      outlook: "Outlook",
      thisPc: "מחשב זה",
      synced: "סונכרן זה עתה",
      offline: "במצב לא מקוון: השינויים נשמרים במחשב הזה ומסתנכרנים כשהחיבור חוזר",
      export: "ייצוא לקובץ ICS",
    },
  },
  stats: {
    users: { value: f.figure(marketingFigures.users), label: "משתמשים" },
    rating: {
      value: f.figure(marketingFigures.rating),
      label: "דירוג ממוצע",
      source: ratingSources.rating.store,
    },
    events: { value: f.figure(marketingFigures.events), label: "אירועים מתוכננים" },
    reviews: {
      value: f.figure(marketingFigures.reviewScore),
      label: "שביעות רצון",
      source: "סקר משתמשים",
    },
  },
  carousel: {
    label: "הצצה לאפליקציה",
    roleDescription: "קרוסלה",
    slideRoleDescription: "שקופית",
    slidesLabel: "שקופיות",
    previous: "השקופית הקודמת",
    next: "השקופית הבאה",
    position: "{index} מתוך {count}",
    picker: "שקופית {index}: {title}",
    announcement: "שקופית {index} מתוך {count}: {title}",
  },
} satisfies Messages<"showcase">;
