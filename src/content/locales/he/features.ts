import type { Messages } from "../types";

export default {
  intro: {
    eyebrow: "תכונות עוצמתיות",
    title: "כל מה שיומן אישי צריך. ושום דבר מיותר.",
    lead: "תכננו יום או שנה שלמה בחלון שקט אחד, שלא עומד לכם בדרך.",
  },
  cards: {
    free: {
      title: "תמיד בחינם",
      description: "כל התכונות, בחינם ולתמיד. בלי הרשמה, בלי חשבון ובלי תקופת ניסיון.",
    },
    views: {
      title: "ארבע דרכים לראות את הזמן",
      description: "מעבר בין תצוגת יום, שבוע, חודש ושנה בלחיצה אחת.",
    },
    reminders: {
      title: "תזכורות",
      description: "תזכורת עדינה לפני כל אירוע, כדי ששום דבר לא יתפספס.",
    },
    categories: {
      title: "קטגוריות בצבעים",
      description: "עבודה, משפחה, בריאות: תנו לכל אחת צבע משלה וקראו את השבוע במבט אחד.",
    },
    sync: {
      title: "סנכרון היומנים שלכם",
      description: "סנכרון עם יומן Google, עם Outlook ועם פלטפורמות יומן אחרות.",
    },
    dark: {
      title: "ממשק כהה",
      description: "נוח לעיניים בשעות הלילה, ויש גם ערכה בהירה או ערכה לפי המערכת.",
    },
  },
  capabilitiesTitle: "וכל מה שצריך ביום-יום",
  capabilities: {
    offline: "עובד גם בלי אינטרנט",
    portability: "הנתונים שלכם ניידים: ייצוא בכל רגע",
    print: "תמיכה בהדפסה",
    shortcuts: "קיצורי מקלדת מהירים",
    repeat: "אירועים חוזרים",
    search: "חיפוש בכל האירועים",
  },
} satisfies Messages<"features">;
