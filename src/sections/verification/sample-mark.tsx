import { releasePlaceholders } from "../../content/release";
import { useMessages } from "../../i18n/catalog";

/** True while the named release field still holds a PLACEHOLDER sample. */
const isSample = (field: string) => releasePlaceholders.includes(field);

/** A small "sample" tag beside a release value that is not real yet: one look everywhere. */
export function SampleMark({ field }: { field: string }) {
  const { sampleMark } = useMessages("verification");
  if (!isSample(field)) return null;
  return (
    <span className="ms-1.5 inline-block rounded-sm border border-(--color-border) px-1 align-[0.0625rem] text-[0.6875rem] leading-4 font-medium text-(--color-muted)">
      {sampleMark}
    </span>
  );
}
