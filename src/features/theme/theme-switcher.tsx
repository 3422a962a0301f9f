import { useSyncExternalStore } from "react";
import { MonitorIcon, MoonIcon, SunIcon } from "../../components/ui/icons";
import { focusVisibleRing } from "../../lib/focus-ring";
import { subscribeToTheme, applyTheme, currentTheme, type ThemeChoice } from "./theme-store";
import { useMessages } from "../../i18n/catalog";

const options = [
  { id: "light", Icon: SunIcon },
  { id: "dark", Icon: MoonIcon },
  { id: "system", Icon: MonitorIcon },
] as const satisfies readonly { id: ThemeChoice; Icon: unknown }[];

/**
 * Light, dark or system. A native radio group, so it works before the app
 * has hydrated: the inline head script (theme-script.js) checks the current
 * option as the parser adds it and applies a new choice at once; React takes
 * over on hydration, keeping what the visitor did. The prerendered HTML cannot
 * know the choice (no option checked there); the control is shown only where
 * that script has run (<html data-theme-choice>), so with JavaScript off it
 * stays hidden, its space kept.
 * State is local to this component on purpose: nothing above the page's
 * dehydrated sections re-renders when the theme changes.
 */
export function ThemeSwitcher() {
  const { theme } = useMessages("common");
  // null in the prerendered HTML and during hydration; the page's choice after.
  const choice = useSyncExternalStore<ThemeChoice | null>(
    subscribeToTheme,
    currentTheme,
    () => null,
  );

  // A native radio group: arrow keys move the choice, Tab enters at the
  // checked option, and it costs no JavaScript beyond this component.
  return (
    <fieldset className="flex shrink-0 items-center gap-(--theme-switch-space) rounded-full border border-(--color-border) bg-(--color-surface-2) p-(--theme-switch-space) [html:not([data-theme-choice])_&]:invisible">
      <legend className="sr-only">{theme.legend}</legend>
      {options.map(({ id, Icon }) => (
        <label
          key={id}
          className="group relative grid size-(--theme-option) place-items-center rounded-full text-(--color-muted) color-transition hover:text-(--color-text) has-checked:bg-(--color-accent) has-checked:text-(--color-on-accent) forced-colors:text-[ButtonText] forced-colors:has-checked:bg-[Highlight] forced-colors:has-checked:text-[HighlightText]"
        >
          <Icon className="size-4" />
          {/* The option's name: its label's text; shown as a tooltip on hover and keyboard focus
              (aligned to the option's end: the switch sits at the header's end). */}
          <span className="sr-only">{theme[id]}</span>
          {/* The input covers its option, so it carries the focus ring itself. */}
          <input
            type="radio"
            name="theme"
            value={id}
            checked={choice === id}
            onChange={() => applyTheme(id)}
            className={`peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full ${focusVisibleRing}`}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute end-0 top-full z-50 mt-2 hidden rounded-md bg-(--color-text) px-2 py-1 text-xs font-medium whitespace-nowrap text-(--color-canvas) shadow-(--shadow-card) group-hover:block peer-focus-visible:block forced-colors:border"
          >
            {theme[id]}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
