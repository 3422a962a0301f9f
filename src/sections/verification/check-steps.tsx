import { useMessages } from "../../i18n/catalog";
export { guideMessages as messages } from "./guide";
import { verificationSubheading } from "./styles";

/** Static part (never hydrated): how to compare the checksum in PowerShell (its lines follow). */
export default function CheckSteps() {
  const { check } = useMessages("verification-guide");
  return (
    <>
      <h3 className={verificationSubheading}>{check.checksumTitle}</h3>
      <ol className="mt-3 max-w-[68ch] list-decimal space-y-2 ps-6 leading-relaxed">
        {check.checksumSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </>
  );
}
