import type { Messages } from "../types";
import common from "./common";

export default {
  meta: {
    title: `הדף לא נמצא — ${common.productFullName}`,
    description: `הדף הזה לא קיים. חזרו לדף הבית של ${common.productFullName}.`,
  },
  eyebrow: "שגיאה 404",
  title: "הדף לא נמצא",
  text: "הדף שביקשתם לא קיים, או שהועבר למקום אחר.",
  homeLink: "לדף הבית",
  downloadLink: "לדף ההורדה",
  sectionsTitle: "או ישר אל",
} satisfies Messages<"not-found">;
