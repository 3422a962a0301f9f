import type { Messages } from "../types";
import { requirements } from "../../site";
import { f } from "./format";

const versions = requirements.compatibleWindowsVersions.map((v) => f.number(v));

export default {
  productName: "יומן",
  productFullName: "יומן ל-Windows",
  tagline: "יומן שולחני רגוע וחינמי לימים, לשבועות ולשנים שלכם.",
  socialImageAlt: "יומן ל-Windows: יומן שולחני רגוע וחינמי לימים, לשבועות ולשנים שלכם.",
  socialImageChips: { free: "חינם, בלי הרשמה", offline: "עובד גם בלי אינטרנט" },
  windowsOrLater: `${requirements.os} ${f.number(requirements.minWindowsVersion)} ומעלה`,
  windowsVersions: `${requirements.os} ${versions.join("/")}`,
  windowsVersionsList: `${requirements.os} ${f.list(versions)}`,
  backToHome: "חזרה לדף הבית",
  skipLink: "דילוג לתוכן הראשי",
  sectionsLabel: "חלקי העמוד",
  sections: { features: "תכונות", "live-preview": "הדגמה חיה", download: "הורדה" },
  theme: { legend: "ערכת צבעים", light: "בהירה", dark: "כהה", system: "לפי המערכת" },
  language: { label: "שפה:", listLabel: "בחירת שפה" },
  suggestion: {
    text: "הדף הזה זמין גם בעברית.",
    action: "לקריאה בעברית",
    dismiss: "להישאר בעברית",
    label: "הצעת שפה",
  },
  footer: {
    productLabel: "המוצר",
    legalLabel: "מידע משפטי",
    links: {
      privacy: "מדיניות פרטיות",
      terms: "תנאי שימוש",
      accessibility: "הצהרת נגישות",
      releases: "הערות גרסה",
      holidays: "יומני חגים",
    },
    copyright: "© {year} {organisation}.",
    freeNote: "יומן ל-Windows חינמי להורדה ולשימוש.",
  },
} satisfies Messages<"common">;
