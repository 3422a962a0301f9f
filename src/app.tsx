import { Suspense } from "react";
import { RouterProvider } from "react-aria-components";
import { I18nProvider } from "react-aria";
import { Route, Routes, useHref, useNavigate, type NavigateOptions } from "react-router";
import { notFoundRoute, routes } from "./routes";
import { SiteHeader } from "./components/layout/site-header";
import { SiteFooter } from "./components/layout/site-footer";
import { SkipLink } from "./components/layout/skip-link";
import { RouteEffects } from "./components/layout/route-effects";

declare module "react-aria-components" {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Our own routes navigate on the client; anything else (e.g. /verification.html) loads a page. */
function isAppPath(href: string): boolean {
  const path = new URL(href, "http://x").pathname;
  return routes.some((route) => route.path === path);
}

export function App() {
  const navigate = useNavigate();
  return (
    <I18nProvider locale="en-US">
      <RouterProvider
        navigate={(href, options) => {
          if (isAppPath(href)) void navigate(href, options);
          else window.location.assign(href);
        }}
        useHref={useHref}
      >
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
      </RouterProvider>
    </I18nProvider>
  );
}
