import { releasePlaceholders } from "../../content/release";
import { useMessages } from "../../i18n/catalog";
export { guideMessages as messages } from "./guide";
import { AlertIcon } from "../../components/ui/icons";

/**
 * Static part (never hydrated): the lead; while any release value is a
 * sample, a notice that says so; for an older Windows, that it will not run.
 */
export default function Intro() {
  const text = useMessages("verification-guide");
  return (
    <>
      <p className="mt-4 max-w-[68ch] text-lg text-pretty text-(--color-muted)">{text.lead}</p>
      {releasePlaceholders.length > 0 && (
        <section
          aria-labelledby="sample-notice"
          className="mt-8 rounded-lg border-2 border-(--color-event-observance) bg-(--color-surface) p-5"
        >
          <h2 id="sample-notice" className="text-lg font-semibold">
            {text.sampleNotice.title}
          </h2>
          <p className="mt-1 text-(--color-muted)">{text.sampleNotice.body}</p>
        </section>
      )}
      <div
        data-show-for="windows-legacy"
        className="mt-8 flex gap-3 rounded-lg border-2 border-(--color-event-observance) bg-(--color-surface) p-5"
      >
        <AlertIcon className="mt-0.5 size-5 text-(--color-event-observance)" />
        <p className="min-w-0">{text.legacyNotice}</p>
      </div>
    </>
  );
}
