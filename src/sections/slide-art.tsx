import type { SlideGradient } from "../content/slides";

/** Full class strings per named gradient (Tailwind scans for them). */
const gradients: Record<SlideGradient, string> = {
  dusk: "from-indigo-500 via-violet-500 to-fuchsia-500 dark:from-indigo-700 dark:via-violet-700 dark:to-fuchsia-800",
  lagoon:
    "from-sky-500 via-cyan-500 to-emerald-400 dark:from-sky-800 dark:via-cyan-800 dark:to-emerald-700",
  ember:
    "from-amber-400 via-orange-500 to-rose-500 dark:from-amber-700 dark:via-orange-800 dark:to-rose-800",
  aurora:
    "from-emerald-400 via-teal-500 to-indigo-500 dark:from-emerald-700 dark:via-teal-800 dark:to-indigo-800",
};

const bar = "rounded-full bg-white/80";

function MonthArt() {
  return (
    <div className="grid w-full grid-cols-7 gap-1.5">
      {Array.from({ length: 28 }, (_, i) => (
        <span
          key={i}
          className={`aspect-square rounded-md ${i === 12 ? "bg-white" : "bg-white/25"}`}
        />
      ))}
    </div>
  );
}

function DayArt() {
  return (
    <div className="flex w-full flex-col gap-2.5">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <span className="h-2 w-8 rounded-full bg-white/40" />
          <span className={`h-7 ${bar} ${["w-3/5", "w-5/6", "w-2/5", "w-3/4"][i] ?? ""}`} />
        </div>
      ))}
    </div>
  );
}

function YearArt() {
  return (
    <div className="grid w-full grid-cols-4 gap-2">
      {Array.from({ length: 12 }, (_, i) => (
        <span
          key={i}
          className={`grid aspect-[4/3] grid-cols-3 gap-0.5 rounded-md p-1 ${i === 6 ? "bg-white" : "bg-white/25"}`}
        />
      ))}
    </div>
  );
}

function SyncArt() {
  return (
    <div className="flex w-full items-center justify-between gap-4">
      <span className="aspect-square w-1/4 rounded-xl bg-white/85" />
      <span className="h-1.5 flex-1 rounded-full bg-white/50" />
      <span className="aspect-square w-1/3 rounded-2xl bg-white" />
      <span className="h-1.5 flex-1 rounded-full bg-white/50" />
      <span className="aspect-square w-1/4 rounded-xl bg-white/85" />
    </div>
  );
}

const arts = [MonthArt, DayArt, YearArt, SyncArt];

export interface SlideArtProps {
  gradient: SlideGradient;
  index: number;
}

/** The decorative picture of a slide: a gradient and an abstract sketch of the view. */
export function SlideArt({ gradient, index }: SlideArtProps) {
  const Art = arts[index % arts.length] ?? MonthArt;
  return (
    <div
      aria-hidden="true"
      className={`flex aspect-[16/10] items-center rounded-lg bg-linear-135 p-8 sm:p-10 ${gradients[gradient]}`}
    >
      <div className="w-full rounded-lg bg-white/15 p-4 ring-1 ring-white/30 sm:p-5">
        <Art />
      </div>
    </div>
  );
}
