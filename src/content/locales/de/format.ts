import { createFormatter } from "../format";

/** German: plural forms one and other; "75.000+". */
export const f = createFormatter("de", {
  plurals: ["one", "other"],
  atLeast: (value) => `${value}+`,
});
