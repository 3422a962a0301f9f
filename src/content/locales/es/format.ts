import { createFormatter } from "../format";

/** Spanish: plural forms one, many (millions: "1 millón de …") and other; "+75 mil". */
export const f = createFormatter("es", {
  plurals: ["one", "many", "other"],
  atLeast: (value) => `+${value}`,
});
