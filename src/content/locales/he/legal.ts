import type { Messages } from "../types";

export default {
  effective: "בתוקף מ:",
  lastUpdated: "עודכן לאחרונה:",
  onThisPage: "בעמוד הזה",
  seeAlso: "ראו גם:",
  translationNotice: {
    text: "זהו תרגום. אם יש הבדל בינו לבין הנוסח האנגלי, הנוסח האנגלי הוא הקובע.",
    link: "לנוסח האנגלי",
  },
} satisfies Messages<"legal">;
