/** The browser entry: the app, hydrated by the runtime (src/runtime/hydrate.tsx). */
import "./styles/app.css";
import { StrictMode } from "react";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { matchPage, preloadPage } from "./app/routes";
import { registerPageMessages } from "./i18n/catalog";
import { hydrate } from "./runtime/hydrate";

// A path with broken percent-encoding (only ever the 404 page) would make the
// router warn; show the same page under a path that decodes.
try {
  decodeURI(window.location.pathname);
} catch {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(null, "", pathname.replaceAll("%", "%25") + search + hash);
}

const page = matchPage(window.location.pathname);
hydrate(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
  // The page carries its language's start catalogs; the route's code and any other words load.
  () => {
    registerPageMessages(page.locale);
    return preloadPage(page);
  },
);
