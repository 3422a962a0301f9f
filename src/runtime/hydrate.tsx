import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { heldSections } from "./replay-input";
import { watchSections } from "./section";

/**
 * Hydrates the prerendered page once the document is parsed, `prepare` has
 * loaded what the page needs, and the browser is idle, or at once on input:
 * until then the page is complete and its links work (decision 002). In a
 * transition, so that hydration yields to the browser as it goes.
 */
export function hydrate(app: ReactNode, prepare: () => Promise<unknown>): void {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing");
  let hydrated = false;
  const now = () => {
    if (hydrated) return;
    hydrated = true;
    // The dev server serves an empty shell; a build serves prerendered HTML.
    if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
  };
  const parsed = new Promise((resolve) =>
    document.readyState === "loading"
      ? document.addEventListener("DOMContentLoaded", resolve, { once: true })
      : resolve(undefined),
  );
  void parsed
    .then(() => {
      watchSections();
      return prepare();
    })
    .then(() => {
      if (heldSections().length) return now();
      for (const type of ["pointerdown", "keydown"])
        document.addEventListener(type, now, { capture: true, once: true });
      if (typeof requestIdleCallback === "function") requestIdleCallback(now, { timeout: 1500 });
      else setTimeout(now, 1);
    });
}
