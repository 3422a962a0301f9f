import { createFormatter } from "../format";

/** English: plural forms one and other; "75K+". */
export const f = createFormatter("en", {
  plurals: ["one", "other"],
  atLeast: (value) => `${value}+`,
});
