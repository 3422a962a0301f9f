import { AddressBreaks } from "./address-breaks";

/**
 * An e-mail address as a link, for the legal texts of every language.
 * dir="ltr" isolates it, so right-to-left text does not reorder it.
 */
export function EmailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} dir="ltr" className="wrap-anywhere">
      <AddressBreaks text={address} />
    </a>
  );
}
