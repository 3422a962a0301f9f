import { Suspense } from "react";
import { I18nProvider } from "react-aria/I18nProvider";
import { Route, Routes } from "react-router";
import { notFoundRoute, routes } from "./routes";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { SkipLink } from "./skip-link";
import { RouteEffects } from "./route-effects";

export function App() {
  return (
    // Pinned so the prerendered HTML and hydration agree; the demo calendar
    // switches to the visitor's locale inside its own provider.
    <I18nProvider locale="en-US">
      <>
        <RouteEffects />
        <SkipLink />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="outline-none">
          <Suspense fallback={null}>
            <Routes>
              {routes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} caseSensitive />
              ))}
              <Route path="*" element={<notFoundRoute.Component />} />
            </Routes>
          </Suspense>
        </main>
        <SiteFooter />
      </>
    </I18nProvider>
  );
}
