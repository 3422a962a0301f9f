import { releasePlaceholders } from "../../content/release";
import { useMessages } from "../../i18n/catalog";

/** True while the named release field still holds a PLACEHOLDER sample. */
const isSample = (field: string) => releasePlaceholders.includes(field);

/** A visible "sample" tag beside a release value that is not real yet. */
export function SampleMark({ field }: { field: string }) {
  const { sampleMark } = useMessages("verification");
  if (!isSample(field)) return null;
  return (
    <span className="ms-2 inline-block max-w-full rounded-sm border border-(--color-event-observance) px-1.5 align-middle text-xs font-semibold tracking-wide text-(--color-text) uppercase">
      {sampleMark}
    </span>
  );
}
