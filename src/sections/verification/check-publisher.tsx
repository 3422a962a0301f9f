import { useMessages } from "../../i18n/catalog";
export { guideMessages as messages } from "./guide";
import { AlertIcon } from "../../components/ui/icons";
import { PublisherName } from "./fill-nodes";
import { SampleMark } from "./sample-mark";
import { verificationSubheading } from "./styles";
import { formatNodes } from "../../i18n/message";

/**
 * Static part (never hydrated): what PowerShell's answer means, the
 * publisher check, and what to do when a check fails.
 */
export default function CheckPublisher() {
  const { check, fails } = useMessages("verification-guide");
  const publisher = { publisher: <PublisherName /> };
  return (
    <>
      <p className="mt-4 max-w-[68ch] leading-relaxed">{check.checksumResult}</p>
      <h3 className={verificationSubheading}>{check.publisherTitle}</h3>
      <p className="mt-3 max-w-[68ch] leading-relaxed">
        {formatNodes(check.publisher, publisher)}
        <SampleMark field="publisher" />
      </p>
      <section
        aria-labelledby="fails"
        className="mt-10 rounded-lg border border-(--color-border) bg-(--color-surface) p-[min(1.25rem,6.25vw)] sm:p-6"
      >
        <h3 id="fails" className="flex flex-wrap items-center gap-2.5 text-lg font-semibold">
          <AlertIcon className="size-5 text-(--color-event-observance)" />
          <span className="beside-icon">{fails.title}</span>
        </h3>
        <p className="mt-2 leading-relaxed">{fails.intro}</p>
        <ul className="mt-2 max-w-[68ch] list-disc space-y-1.5 ps-6 leading-relaxed">
          {fails.items.map((item) => (
            <li key={item}>{formatNodes(item, publisher)}</li>
          ))}
        </ul>
        <p className="mt-3 leading-relaxed">{fails.after}</p>
      </section>
    </>
  );
}
