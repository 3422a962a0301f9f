import { useSyncExternalStore } from "react";
import {
  ToggleButton,
  ToggleButtonGroup,
  composeRenderProps,
  type Key,
} from "react-aria-components";
import { tv } from "tailwind-variants/lite";
import { focusRing } from "../../lib/focus-ring";
import { MonitorIcon, MoonIcon, SunIcon } from "../../components/ui/icons";
import {
  subscribeToTheme,
  applyTheme,
  isThemeChoice,
  readStoredTheme,
  type ThemeChoice,
} from "./theme-store";

const options = [
  { id: "light", label: "Light", Icon: SunIcon },
  { id: "dark", label: "Dark", Icon: MoonIcon },
  { id: "system", label: "System", Icon: MonitorIcon },
] as const satisfies readonly { id: ThemeChoice; label: string; Icon: unknown }[];

const optionStyles = tv({
  extend: focusRing,
  base: "grid size-8 cursor-default place-items-center rounded-full text-(--color-muted) transition-colors duration-150 motion-reduce:transition-none forced-colors:text-[ButtonText]",
  variants: {
    isSelected: {
      true: "bg-(--color-accent) text-(--color-on-accent) forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]",
      false: "hover:text-(--color-text)",
    },
  },
});

/**
 * Light, dark or system. The prerendered HTML cannot know the stored choice,
 * so the control stays invisible and disabled (its space kept, no layout
 * shift) until hydration is done and it has read storage; with JavaScript
 * off it never shows.
 * State is local to this component on purpose: nothing above the page's
 * dehydrated sections re-renders when the theme changes.
 */
export function ThemeSwitcher() {
  // null in the prerendered HTML and during hydration; the stored choice after.
  const choice = useSyncExternalStore<ThemeChoice | null>(
    subscribeToTheme,
    readStoredTheme,
    () => null,
  );

  const select = (keys: Set<Key>) => {
    const [next] = keys;
    if (isThemeChoice(next)) applyTheme(next);
  };

  return (
    <ToggleButtonGroup
      aria-label="Colour theme"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={choice ? [choice] : []}
      onSelectionChange={select}
      isDisabled={choice === null}
      className={`flex shrink-0 items-center gap-0.5 rounded-full border border-(--color-border) bg-(--color-surface-2) p-0.5 ${choice === null ? "invisible" : ""}`}
    >
      {options.map(({ id, label, Icon }) => (
        <ToggleButton
          key={id}
          id={id}
          aria-label={label}
          className={composeRenderProps("", (className, renderProps) =>
            optionStyles({ ...renderProps, className }),
          )}
        >
          <Icon className="size-4" />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
