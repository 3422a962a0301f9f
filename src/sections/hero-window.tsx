/**
 * A decorative sketch of the app's month view, drawn with CSS only. Hidden
 * from assistive technology: the real, interactive demo is further down.
 */
const chips: Record<number, string> = {
  3: "bg-(--color-event-personal)",
  8: "bg-(--color-event-holiday)",
  11: "bg-(--color-event-season)",
  15: "bg-(--color-accent)",
  17: "bg-(--color-event-observance)",
  22: "bg-(--color-event-religious)",
  23: "bg-(--color-event-personal)",
  29: "bg-(--color-event-season)",
};

export function HeroWindow() {
  return (
    <div
      aria-hidden="true"
      className="relative hidden rounded-xl border border-(--color-border) bg-(--color-surface) shadow-(--shadow-window) lg:block"
    >
      <div className="flex items-center gap-2 border-b border-(--color-border) px-4 py-3">
        <span className="size-2.5 rounded-full bg-(--color-border)" />
        <span className="size-2.5 rounded-full bg-(--color-border)" />
        <span className="size-2.5 rounded-full bg-(--color-border)" />
        <span className="ml-3 h-2.5 w-24 rounded-full bg-(--color-surface-2)" />
        <span className="ml-auto flex gap-1 rounded-full bg-(--color-surface-2) p-1">
          <span className="h-2 w-6 rounded-full" />
          <span className="h-2 w-6 rounded-full bg-(--color-accent)" />
          <span className="h-2 w-6 rounded-full" />
        </span>
      </div>
      <div className="grid grid-cols-7 gap-1.5 p-4">
        {Array.from({ length: 35 }, (_, i) => (
          // Styled by its data attributes (.hero-day in src/styles/app.css): one class for 35 cells.
          <div
            key={i}
            className="hero-day"
            data-today={i === 15 || undefined}
            data-faded={i < 2 || i > 32 || undefined}
          >
            {chips[i] ? <span className={`h-1.5 w-full rounded-full ${chips[i]}`} /> : null}
          </div>
        ))}
      </div>
    </div>
  );
}
