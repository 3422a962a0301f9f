import { release } from "../../content/release";
import { useMessages } from "../../i18n/catalog";
export { guideMessages as messages } from "./guide";
import { SampleMark } from "./sample-mark";
import { verificationSubheading } from "./styles";

/** Static part (never hydrated): what PowerShell's answer means, and the publisher check. */
export default function CheckPublisher() {
  const text = useMessages("verification-guide").check;
  return (
    <>
      <p className="mt-4 max-w-[68ch] leading-relaxed">{text.checksumResult}</p>
      <h3 className={verificationSubheading}>{text.publisherTitle}</h3>
      <p className="mt-3 max-w-[68ch] leading-relaxed">
        {text.publisher(release.publisher)}
        <SampleMark field="publisher" />
      </p>
    </>
  );
}
