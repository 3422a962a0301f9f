import { createFormatter } from "../format";

/** Spanish: "+75 mil". */
export const f = createFormatter("es", {
  atLeast: (value) => `+${value}`,
});
