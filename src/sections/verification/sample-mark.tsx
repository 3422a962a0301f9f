import { releasePlaceholders } from "../../content/release";
import { verificationContent } from "../../content/verification";

/** True while the named release field still holds a PLACEHOLDER sample. */
const isSample = (field: string) => releasePlaceholders.includes(field);

/** A visible "sample" tag beside a release value that is not real yet. */
export function SampleMark({ field }: { field: string }) {
  if (!isSample(field)) return null;
  return (
    <span className="ms-2 inline-block rounded-sm border border-(--color-event-observance) px-1.5 align-middle text-xs font-semibold tracking-wide text-(--color-text) uppercase">
      {verificationContent.sampleNotice.mark}
    </span>
  );
}

/** The notice at the top of the page while any release value is a sample. */
export function SampleNotice() {
  if (!releasePlaceholders.length) return null;
  const { title, body } = verificationContent.sampleNotice;
  return (
    <section
      aria-labelledby="sample-notice"
      className="mt-8 rounded-lg border-2 border-(--color-event-observance) bg-(--color-surface) p-5"
    >
      <h2 id="sample-notice" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-(--color-muted)">{body}</p>
    </section>
  );
}
