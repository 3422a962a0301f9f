import { Suspense } from "react";
import { I18nProvider } from "react-aria/I18nProvider";
import { Route, Routes, useLocation } from "react-router";
import { notFoundRoute, pages } from "./routes";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { SkipLink } from "./skip-link";
import { RouteEffects } from "./route-effects";
import { LanguageSuggestion } from "./language-suggestion";
import { PageLocaleContext } from "../i18n/catalog";
import { defaultLocale, intlLocale, splitLocale } from "../i18n/locales";

export function App() {
  // The page's language comes from its URL: /he/... is Hebrew, anything else English.
  const { locale } = splitLocale(useLocation().pathname);
  return (
    <PageLocaleContext value={locale}>
      {/* react-aria's formatting and direction follow the page; the demo
          calendar adds the visitor's region inside its own provider. */}
      <I18nProvider locale={intlLocale(locale)}>
        <RouteEffects />
        <SkipLink />
        {locale === defaultLocale && <LanguageSuggestion />}
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Suspense fallback={null}>
            <Routes>
              {pages.map(({ path, route }) => (
                <Route key={path} path={path} element={<route.Component />} caseSensitive />
              ))}
              <Route path="*" element={<notFoundRoute.Component />} />
            </Routes>
          </Suspense>
        </main>
        <SiteFooter />
      </I18nProvider>
    </PageLocaleContext>
  );
}
