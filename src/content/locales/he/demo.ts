import type { Messages } from "../types";
import { f } from "./format";

const eventCount = (count: number) =>
  f.plural(count, { one: "אירוע אחד", two: "שני אירועים", other: "# אירועים" });

export default {
  livePreview: {
    eyebrow: "נסו כאן",
    title: "הדגמה חיה",
    intro:
      "נסו את היומן כאן ועכשיו: דפדפו בין החודשים, עברו בין תצוגת שבוע, חודש ושנה, ובחרו יום כדי לראות מה מתוכנן בו.",
    seasonNote: "מועדי השוויונים וההיפוכים מחושבים לפי UTC.",
    emptyDay: "לא מתוכנן כלום ליום הזה.",
    pickDay: "בחרו יום כדי לראות את כל האירועים שלו.",
    holidaysLink: "הוספת החגים האלה ליומן שלכם",
  },
  views: { week: "שבוע", month: "חודש", year: "שנה" },
  nav: {
    week: { previous: "השבוע הקודם", next: "השבוע הבא" },
    month: { previous: "החודש הקודם", next: "החודש הבא" },
    year: { previous: "השנה הקודמת", next: "השנה הבאה" },
  },
  categories: {
    holiday: "חג רשמי",
    religious: "דתי",
    season: "עונה",
    observance: "יום מיוחד",
    personal: "אישי",
  },
  labels: {
    calendar: "יומן לדוגמה",
    viewSwitcher: "תצוגת היומן",
    selectedDay: "היום שנבחר",
    daysOfWeek: "ימי השבוע",
    months: "חודשים",
    eventCategories: "קטגוריות של אירועים",
    noEvents: "אין אירועים",
  },
  eventCount,
  moreEvents: (count: number) =>
    f.plural(count, { one: "ועוד אחד", two: "ועוד שניים", other: "ועוד #" }),
  describeEvents: (titles: readonly string[]) =>
    `${eventCount(titles.length)}: ${f.list(titles, "unit")}`,
  monthSummary: (year: string, count: number) => `${year}, ${eventCount(count)}`,
  events: {
    newYearsDay: "ראש השנה האזרחית",
    mlkDay: "יום מרטין לותר קינג (ארה״ב)",
    presidentsDay: "יום הנשיאים (ארה״ב)",
    valentinesDay: "ולנטיין",
    womensDay: "יום האישה הבין-לאומי",
    marchEquinox: "השוויון של מרץ",
    easter: "חג הפסחא",
    passover: "פסח",
    earthDay: "יום כדור הארץ",
    mothersDay: "יום האם (ארה״ב)",
    memorialDay: "יום הזיכרון (ארה״ב)",
    juneSolstice: "היפוך יוני",
    fathersDay: "יום האב (ארה״ב)",
    juneteenth: "ג׳ונטינת׳ (ארה״ב)",
    independenceDay: "יום העצמאות (ארה״ב)",
    chocolateDay: "יום השוקולד העולמי",
    youthDay: "יום הנוער הבין-לאומי",
    laborDay: "יום העבודה (ארה״ב)",
    peaceDay: "יום השלום הבין-לאומי",
    autumnEquinox: "השוויון הסתווי",
    roshHashanah: "ראש השנה",
    yomKippur: "יום כיפור",
    sukkot: "סוכות",
    coffeeDay: "יום הקפה הבין-לאומי",
    olderPersonsDay: "היום הבין-לאומי לאזרח הוותיק",
    indigenousPeoplesDay: "יום העמים הילידים (ארה״ב)",
    halloween: "האלווין",
    veteransDay: "יום הוותיקים (ארה״ב)",
    thanksgiving: "חג ההודיה (ארה״ב)",
    hanukkah: "חנוכה (היום הראשון)",
    decemberSolstice: "היפוך דצמבר",
    christmas: "חג המולד",
    newYearsEve: "סילבסטר",
    budgetReview: "סקירת תקציב חודשית",
    bookClub: "מועדון קריאה",
  },
} satisfies Messages<"demo">;
