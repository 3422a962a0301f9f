/** See It In Action: four slides (spec §3: title, description, gradient) and the stat tiles. */
import { marketingFigures } from "./site";
import type { CarouselLabels } from "../components/ui/carousel";

/** A named gradient; the carousel maps each name to its CSS. */
export type SlideGradient = "dusk" | "lagoon" | "ember" | "aurora";

export const slides = [
  { id: "month", gradient: "dusk" },
  { id: "day", gradient: "lagoon" },
  { id: "year", gradient: "ember" },
  { id: "sync", gradient: "aurora" },
] as const satisfies readonly { id: string; gradient: SlideGradient }[];

/** The four stat tiles under the carousel: the spec's figures (site.ts), formatted per locale. */
export const statTiles = [
  { id: "users", figure: marketingFigures.users },
  { id: "rating", figure: marketingFigures.rating },
  { id: "events", figure: marketingFigures.events },
  { id: "reviews", figure: marketingFigures.reviewScore },
] as const;

export type SlideId = (typeof slides)[number]["id"];
export type StatId = (typeof statTiles)[number]["id"];

export interface ShowcaseCopy {
  intro: { eyebrow: string; title: string; lead: string };
  slides: Record<SlideId, { title: string; description: string }>;
  /** Label and formatted figure of each tile. */
  stats: Record<StatId, { value: string; label: string }>;
  /** The carousel's words (its interface is the carousel's own). */
  carousel: CarouselLabels;
}
