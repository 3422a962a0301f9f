import { createFormatter } from "../format";

/** French: plural forms one (0 and 1), many (millions: "1 million d’…") and other; "+75 k". */
export const f = createFormatter("fr", {
  plurals: ["one", "many", "other"],
  atLeast: (value) => `+${value}`,
});
