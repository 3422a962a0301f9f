import { createFormatter } from "../format";

/** Hebrew: "75K+". */
export const f = createFormatter("he", {
  atLeast: (value) => `${value}+`,
});
