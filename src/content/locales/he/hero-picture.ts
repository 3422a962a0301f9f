import type { Messages } from "../types";

export default {
  today: "היום",
  newEvent: "אירוע חדש",
  views: { day: "יום", week: "שבוע", month: "חודש", year: "שנה" },
  calendars: "היומנים שלי",
  categories: { work: "עבודה", family: "משפחה", health: "בריאות", personal: "אישי" },
  events: {
    standup: "עדכון צוות יומי",
    planning: "תכנון ספרינט",
    review: "סקירת התקציב הרבעונית עם צוות הכספים",
    design: "סקירת עיצוב",
    dentist: "רופא שיניים",
    football: "אימון הכדורגל של ליאו",
    gym: "חדר כושר",
    birthday: "יום ההולדת של אמא",
    match: "משחק כדורגל",
    lunch: "ארוחת צהריים אצל סבתא",
    yoga: "שיעור יוגה",
  },
  reminderIn: "{time} · בעוד {minutes} דק׳",
  allDay: "כל היום",
} satisfies Messages<"hero-picture">;
