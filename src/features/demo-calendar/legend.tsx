import { CATEGORIES, CATEGORY_LABELS, livePreviewCopy } from "../../content/demo-calendar";
import { CategoryMarker } from "./category-marker";

/** Categories with the same marker (shape + colour) the chips use. */
export function Legend() {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-(--color-muted)">
      <ul aria-label="Event categories" className="flex flex-wrap gap-x-4 gap-y-2">
        {CATEGORIES.map((c) => (
          <li key={c} className="flex items-center gap-1.5">
            <CategoryMarker category={c} className="size-3" />
            <span className="text-(--color-text)">{CATEGORY_LABELS[c]}</span>
          </li>
        ))}
      </ul>
      <p dir="auto">{livePreviewCopy.seasonNote}</p>
    </div>
  );
}
