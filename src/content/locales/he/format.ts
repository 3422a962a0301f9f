import { createFormatter } from "../format";

/** Hebrew: plural forms one, two and other; "75K+". */
export const f = createFormatter("he", {
  plurals: ["one", "two", "other"],
  atLeast: (value) => `${value}+`,
});
