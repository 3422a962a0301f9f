/**
 * The landing sections' one rhythm: the same width, side padding and space
 * above and below each (5 and 7 rem on the 4 px scale), so the gaps between
 * sections match. The side padding grows with the text only up to its share
 * of a 320 px screen, so large text on a phone keeps the width for words.
 */
export const sectionBody = "mx-auto max-w-6xl px-[min(1rem,5vw)] py-16 sm:px-6 sm:py-20";

export interface SectionHeadingProps {
  id: string;
  /** The section's name (the spec's: "Powerful features", "See it in action", …). */
  eyebrow: string;
  title: string;
  lead?: string;
  align?: "start" | "center";
  /** The download call-to-action's larger heading. */
  size?: "md" | "lg";
}

const titleSizes = { md: "text-fit-3xl sm:text-4xl", lg: "text-fit-3xl sm:text-5xl" } as const;

/**
 * The heading block every landing section opens with. The eyebrow (the
 * section's name) is part of the level-2 heading, so moving by headings
 * a screen reader says "Powerful features: Everything a personal calendar
 * needs"; the colon is heard, not seen (the eyebrow sits on its own line).
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
  size = "md",
}: SectionHeadingProps) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <h2
        id={id}
        className={`font-display font-semibold tracking-tight text-balance ${titleSizes[size]}`}
      >
        <span className="mb-2 block font-sans text-sm font-semibold tracking-wide text-(--color-accent)">
          {eyebrow}
          <span className="sr-only">:</span>
        </span>
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-pretty text-(--color-muted)">{lead}</p> : null}
    </div>
  );
}
