import { useMessages } from "../../i18n/catalog";
export { guideMessages as messages } from "./guide";
import { verificationHeading, verificationSubheading } from "./styles";

/** Static part (never hydrated): the heading of the check and how to open PowerShell. */
export default function CheckSteps() {
  const text = useMessages("verification-guide").check;
  return (
    <>
      <h2 id="check" className={verificationHeading}>
        {text.title}
      </h2>
      <p className="mt-3 max-w-[68ch] leading-relaxed">{text.intro}</p>
      <h3 className={verificationSubheading}>{text.checksumTitle}</h3>
      <ol className="mt-3 list-decimal space-y-2 ps-6 leading-relaxed">
        {text.checksumSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </>
  );
}
