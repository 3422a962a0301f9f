import { Fragment } from "react";

/**
 * A web or e-mail address as shown: a line may end after each slash, dot or
 * "@" (<wbr>), so a long address wraps between its parts, never inside a word.
 * Give its element `wrap-anywhere` too, for a part longer than a whole line.
 */
export function AddressBreaks({ text }: { text: string }) {
  return text.split(/(?<=[/.@])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
