/**
 * The app's start-up: the router, the shell and the current page, hydrated
 * once the browser is idle. Imported by the entry (src/main.tsx) in a task of
 * its own, after React DOM's (decision 007).
 */
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { matchPage, preloadPage } from "./app/routes";
import { registerPageMessages } from "./i18n/catalog";
import { PENDING_INTERACTION_EVENT, hasPendingInteractions } from "./lib/pending-interactions";
import { whenIdle } from "./lib/when-idle";

// A path with broken percent-encoding (only ever the 404 page) would make the
// router warn; show the same page under a path that decodes.
try {
  decodeURI(window.location.pathname);
} catch {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(null, "", pathname.replaceAll("%", "%25") + search + hash);
}

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing");

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

let started = false;
function start() {
  if (started || !container) return;
  started = true;
  // The dev server serves an empty shell; a build serves prerendered HTML.
  // In a transition, hydration yields to the browser every few milliseconds
  // instead of running as one long task (about 60 to 90 ms on a slow phone).
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

// Hydrate when the browser is idle, after the current route's code and its
// locale's messages have loaded: the prerendered page is already complete
// and its links work. If the visitor has already tapped a control that needs
// the app, at once (src/lib/pending-interactions.ts).
const page = matchPage(window.location.pathname);
// The page carries its language's start catalogs after its content (read
// once the document is parsed: this module can run while it still streams);
// anything else loads now.
const parsed =
  document.readyState === "loading"
    ? new Promise((resolve) =>
        document.addEventListener("DOMContentLoaded", resolve, { once: true }),
      )
    : Promise.resolve();
void parsed
  .then(() => {
    registerPageMessages(page.locale);
    return preloadPage(page);
  })
  .then(() => {
    if (hasPendingInteractions()) return start();
    document.addEventListener(PENDING_INTERACTION_EVENT, start, { once: true });
    whenIdle(start);
  });
