/**
 * The visitor's theme choice. "system" means no stored choice: the page
 * follows prefers-color-scheme through `color-scheme: light dark` and the
 * light-dark() tokens. An explicit choice is stored in localStorage["theme"]
 * and applied as <html data-theme>; the inline head script (theme-script.js)
 * re-applies it before first paint on every visit. <html data-theme-choice>
 * says which choice the page shows (light, dark or system): written by that
 * script and by applyTheme, it also holds a choice storage refused to keep.
 */
export const THEME_STORAGE_KEY = "theme";
const CHOICE_ATTRIBUTE = "data-theme-choice";

export type ThemeChoice = "light" | "dark" | "system";

const isExplicit = (value: unknown): value is "light" | "dark" =>
  value === "light" || value === "dark";
const listeners = new Set<() => void>();

/** The stored choice; anything unreadable or unknown counts as "system". */
export function readStoredTheme(): ThemeChoice {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isExplicit(value) ? value : "system";
  } catch {
    return "system";
  }
}

/** The choice the page shows: as the head script or applyTheme marked it, else the stored one. */
export function currentTheme(): ThemeChoice {
  const shown = document.documentElement.getAttribute(CHOICE_ATTRIBUTE);
  if (isExplicit(shown) || shown === "system") return shown;
  return readStoredTheme();
}

function applyToDocument(choice: ThemeChoice): void {
  const root = document.documentElement;
  root.setAttribute(CHOICE_ATTRIBUTE, choice);
  if (choice === "system") root.removeAttribute("data-theme");
  else root.setAttribute("data-theme", choice);
}

/** Apply a choice to the page now and remember it (if storage allows). */
export function applyTheme(choice: ThemeChoice): void {
  applyToDocument(choice);
  try {
    if (choice === "system") window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode or storage disabled: the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: this tab's changes, and other tabs' through the storage event. */
export function subscribeToTheme(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyToDocument(readStoredTheme());
    listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
