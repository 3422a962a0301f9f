import { createFormatter } from "../format";

/** Japanese: one plural form, other (Japanese counts with counters, not plurals); "7.5万以上". */
export const f = createFormatter("ja", {
  plurals: ["other"],
  atLeast: (value) => `${value}以上`,
});
