import { createFormatter } from "../format";

/** German: "75.000+". */
export const f = createFormatter("de", {
  atLeast: (value) => `${value}+`,
});
