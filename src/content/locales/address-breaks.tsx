import { Fragment } from "react";

/**
 * A web or e-mail address as shown: a line may end after each slash, dot or
 * "@" (<wbr>), so a long address wraps between its parts, never inside a word;
 * isolated left to right, so a right-to-left sentence keeps it whole.
 * Give its element `wrap-anywhere` too, for a part longer than a whole line.
 */
export function AddressBreaks({ text }: { text: string }) {
  // Left to right and never translated, inside a sentence of any direction.
  return (
    <span dir="ltr" translate="no">
      {text.split(/(?<=[/.@])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
