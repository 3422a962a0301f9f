import type { EventCategory } from "../../content/demo-calendar";

/**
 * Each category has its own colour AND its own shape, so the marker never
 * relies on colour alone (and still differs in forced colors, where the fill
 * becomes CanvasText).
 */
const COLOURS: Record<EventCategory, string> = {
  holiday: "text-(--color-event-holiday)",
  religious: "text-(--color-event-religious)",
  season: "text-(--color-event-season)",
  observance: "text-(--color-event-observance)",
  personal: "text-(--color-event-personal)",
};
const SHAPES: Record<EventCategory, string> = {
  holiday: "M5 0.6l1.3 2.9 3.1.3-2.35 2.1.7 3.1L5 7.4 2.25 9l.7-3.1L.6 3.8l3.1-.3z",
  religious: "M5 0.5 9.5 5 5 9.5 0.5 5z",
  season: "M5 0.8 9.6 9H.4z",
  observance: "M5 0.8a4.2 4.2 0 1 1 0 8.4 4.2 4.2 0 0 1 0-8.4z",
  personal: "M1.2 1.2h7.6v7.6H1.2z",
};

export interface CategoryMarkerProps {
  category: EventCategory;
  className?: string;
}

export function CategoryMarker({ category, className = "size-2.5" }: CategoryMarkerProps) {
  return (
    <svg
      viewBox="0 0 10 10"
      aria-hidden="true"
      focusable="false"
      data-category={category}
      className={`shrink-0 fill-current forced-colors:fill-[CanvasText] ${COLOURS[category]} ${className}`}
    >
      <path d={SHAPES[category]} />
    </svg>
  );
}
