import { createFormatter } from "../format";

/** Japanese: "7.5万以上". */
export const f = createFormatter("ja", {
  atLeast: (value) => `${value}以上`,
});
