import { releasePlaceholders } from "../../content/release";
import { useMessages } from "../../i18n/catalog";
export { guideMessages as messages } from "./guide";

/**
 * Static part (never hydrated): while any release value is a sample, one
 * compact line that says so, under the download button (it never pushes the
 * button out of the first screen).
 */
export default function Notice() {
  const { sampleNotice } = useMessages("verification-guide");
  if (releasePlaceholders.length === 0) return null;
  return (
    <section
      aria-labelledby="sample-notice"
      className="mx-auto mt-6 max-w-xl rounded-md border border-dashed border-(--color-border) bg-(--color-surface) px-4 py-2.5 text-start text-sm text-(--color-muted)"
    >
      <p>
        <strong id="sample-notice" className="font-semibold text-(--color-text)">
          {sampleNotice.title}
        </strong>{" "}
        {sampleNotice.body}
      </p>
    </section>
  );
}
