export interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: "start" | "center";
}

/** The heading block every landing section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
}: SectionHeadingProps) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className="text-sm font-semibold tracking-wide text-(--color-accent)">{eyebrow}</p>
      <h2
        id={id}
        className="mt-2 font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
      >
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-pretty text-(--color-muted)">{lead}</p> : null}
    </div>
  );
}
