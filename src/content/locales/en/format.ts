import { createFormatter } from "../format";

/** English: "75K+". */
export const f = createFormatter("en", {
  atLeast: (value) => `${value}+`,
});
