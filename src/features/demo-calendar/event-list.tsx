import { useMessages } from "../../i18n/catalog";
import { CategoryMarker } from "./category-marker";
import type { DemoEvent } from "./event-rules";

export interface EventListProps {
  events: readonly DemoEvent[];
  /** Narrow columns (week view): smaller type, category on its own line. */
  compact?: boolean;
}

/** Events as text: marker shape + title + category name (colour is never alone). */
export function EventList({ events, compact = false }: EventListProps) {
  const copy = useMessages("demo");
  return (
    <ul className={compact ? "flex flex-col gap-1" : "flex flex-col gap-2"}>
      {events.map((e) => (
        <li
          key={e.id}
          className={`flex items-start rounded-md bg-(--color-surface-2) forced-colors:border forced-colors:border-[CanvasText] ${compact ? "gap-1 px-1 py-1 text-xs" : "gap-2 px-3 py-2 text-sm"}`}
        >
          <CategoryMarker
            category={e.category}
            className={compact ? "mt-0.5 size-2.5" : "mt-1 size-3"}
          />
          <span className="min-w-0">
            <span className="block font-medium text-(--color-text)">{copy.events[e.name]}</span>
            <span className="block text-(--color-muted)">{copy.categories[e.category]}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
