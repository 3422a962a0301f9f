import { I18nProvider } from "react-aria";

import { sectionIds } from "../content/sections";
import { Link } from "../components/ui/link";
import { SectionHeading, sectionBody } from "./section-heading";
import { DemoCalendar } from "../features/demo-calendar/demo-calendar";
import { useDemoLocale } from "../features/demo-calendar/use-demo-locale";
import { addCatalogLoaders, useMessages, usePageLocale } from "../i18n/catalog";
import { intlLocale } from "../i18n/locales";

// This section's words, in each language: loaded with it, for the page's language only.
addCatalogLoaders(import.meta.glob("../content/locales/*/demo.ts"));
export const messages = ["demo"] as const;

/**
 * Landing section 3 (spec §2): the interactive demo, in the page's language.
 * Prerendered in the page's locale; after hydration its own I18nProvider
 * adds the visitor's region (first day of the week, date formats). State
 * lives here, below the deferred section's Suspense boundary.
 */
export default function LivePreview() {
  const copy = useMessages("demo");
  const { locale, ready } = useDemoLocale(intlLocale(usePageLocale()));
  const id = sectionIds.livePreview;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20"
      data-demo-ready={ready || undefined}
    >
      <div className={sectionBody}>
        <SectionHeading
          id={`${id}-title`}
          eyebrow={copy.livePreview.eyebrow}
          title={copy.livePreview.title}
          lead={copy.livePreview.intro}
        />
        <div className="mt-8 sm:mt-10">
          <I18nProvider locale={locale}>
            <DemoCalendar />
          </I18nProvider>
        </div>
        {/* The demo's holidays as calendars to subscribe to (/holidays). */}
        <p className="mt-6 text-center text-sm">
          <Link href="/holidays" className="font-medium">
            {copy.livePreview.holidaysLink}
          </Link>
        </p>
      </div>
    </section>
  );
}
