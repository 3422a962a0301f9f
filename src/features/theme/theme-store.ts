/**
 * The visitor's theme choice. "system" means no stored choice: the page
 * follows prefers-color-scheme through `color-scheme: light dark` and the
 * light-dark() tokens. An explicit choice is stored in localStorage["theme"]
 * and applied as <html data-theme>; the inline head script (theme-script.js)
 * re-applies it before first paint on every visit.
 */
export const THEME_STORAGE_KEY = "theme";

export type ThemeChoice = "light" | "dark" | "system";

/** The choice made on this page when storage refused to keep it (private mode). */
let unsaved: ThemeChoice | null = null;
const listeners = new Set<() => void>();

/** The stored choice; anything unreadable or unknown counts as "system". */
export function readStoredTheme(): ThemeChoice {
  if (unsaved) return unsaved;
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

function applyToDocument(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === "system") root.removeAttribute("data-theme");
  else root.setAttribute("data-theme", choice);
}

/** Apply a choice to the page now and remember it (if storage allows). */
export function applyTheme(choice: ThemeChoice): void {
  applyToDocument(choice);
  try {
    if (choice === "system") window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
    unsaved = null;
  } catch {
    // Private mode or storage disabled: the choice holds for this page only.
    unsaved = choice;
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
