/**
 * The visitor's theme choice. "system" means no stored choice: the page
 * follows prefers-color-scheme through `color-scheme: light dark` and the
 * light-dark() tokens. An explicit choice is stored in localStorage["theme"]
 * and applied as <html data-theme>; the inline head script (theme-script.js)
 * re-applies it before first paint on every visit.
 */
export const THEME_STORAGE_KEY = "theme";

export const themeChoices = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === "string" && (themeChoices as readonly string[]).includes(value);
}

/** The stored choice; anything unreadable or unknown counts as "system". */
export function readStoredTheme(): ThemeChoice {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

/** Apply a choice to the page now and remember it (if storage allows). */
export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === "system") delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    if (choice === "system") window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode or storage disabled: the choice holds for this page only.
  }
}
