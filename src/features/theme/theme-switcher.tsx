import { useSyncExternalStore } from "react";
import { MonitorIcon, MoonIcon, SunIcon } from "../../components/ui/icons";
import { focusVisibleRing } from "../../lib/focus-ring";
import { subscribeToTheme, applyTheme, readStoredTheme, type ThemeChoice } from "./theme-store";
import { useMessages } from "../../i18n/catalog";

const options = [
  { id: "light", Icon: SunIcon },
  { id: "dark", Icon: MoonIcon },
  { id: "system", Icon: MonitorIcon },
] as const satisfies readonly { id: ThemeChoice; Icon: unknown }[];

/**
 * Light, dark or system. The prerendered HTML cannot know the stored choice,
 * so the control stays invisible and disabled (its space kept, no layout
 * shift) until hydration is done and it has read storage; with JavaScript
 * off it never shows.
 * State is local to this component on purpose: nothing above the page's
 * dehydrated sections re-renders when the theme changes.
 */
export function ThemeSwitcher() {
  const { theme } = useMessages("common");
  // null in the prerendered HTML and during hydration; the stored choice after.
  const choice = useSyncExternalStore<ThemeChoice | null>(
    subscribeToTheme,
    readStoredTheme,
    () => null,
  );

  // A native radio group: arrow keys move the choice, Tab enters at the
  // checked option, and it costs no JavaScript beyond this component.
  return (
    <fieldset
      disabled={choice === null}
      className={`flex shrink-0 items-center gap-0.5 rounded-full border border-(--color-border) bg-(--color-surface-2) p-0.5 ${choice === null ? "invisible" : ""}`}
    >
      <legend className="sr-only">{theme.legend}</legend>
      {options.map(({ id, Icon }) => (
        <label
          key={id}
          title={theme[id]}
          className="relative grid size-8 place-items-center rounded-full text-(--color-muted) transition-colors duration-150 hover:text-(--color-text) has-checked:bg-(--color-accent) has-checked:text-(--color-on-accent) motion-reduce:transition-none forced-colors:text-[ButtonText] forced-colors:has-checked:bg-[Highlight] forced-colors:has-checked:text-[HighlightText]"
        >
          <Icon className="size-4" />
          {/* The input covers its option, so it carries the focus ring itself. */}
          <input
            type="radio"
            name="theme"
            value={id}
            aria-label={theme[id]}
            checked={choice === id}
            onChange={() => applyTheme(id)}
            className={`absolute inset-0 size-full cursor-pointer appearance-none rounded-full ${focusVisibleRing}`}
          />
        </label>
      ))}
    </fieldset>
  );
}
