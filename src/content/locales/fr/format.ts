import { createFormatter } from "../format";

/** French: "+75 k". */
export const f = createFormatter("fr", {
  atLeast: (value) => `+${value}`,
});
