import { CATEGORIES } from "../../content/demo-calendar";
import { useMessages } from "../../i18n/catalog";
import { CategoryMarker } from "./category-marker";

/** Categories with the same marker (shape + colour) the chips use. */
export function Legend() {
  const copy = useMessages("demo");
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-(--color-muted)">
      <ul aria-label={copy.labels.eventCategories} className="flex flex-wrap gap-x-4 gap-y-2">
        {CATEGORIES.map((c) => (
          <li key={c} className="flex items-center gap-1.5">
            <CategoryMarker category={c} className="size-3" />
            <span className="text-(--color-text)">{copy.categories[c]}</span>
          </li>
        ))}
      </ul>
      <p className="min-w-0 break-words">{copy.livePreview.seasonNote}</p>
    </div>
  );
}
