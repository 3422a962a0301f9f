import { I18nProvider } from "react-aria";
import { livePreviewCopy } from "../content/demo-calendar";
import { sectionIds } from "../content/sections";
import { SectionHeading } from "./section-heading";
import { DemoCalendar } from "../features/demo-calendar/demo-calendar";
import { useVisitorLocale } from "../features/demo-calendar/use-visitor-locale";

/**
 * Landing section 3 (spec §2): the interactive demo. Prerendered in en-US;
 * after hydration its own I18nProvider switches to the visitor's locale
 * (state lives here, below the deferred section's Suspense boundary).
 */
export default function LivePreview() {
  const { locale, ready } = useVisitorLocale();
  const id = sectionIds.livePreview;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20"
      data-demo-ready={ready || undefined}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading
          id={`${id}-title`}
          eyebrow={livePreviewCopy.eyebrow}
          title={livePreviewCopy.title}
          lead={livePreviewCopy.intro}
        />
        <div className="mt-8 sm:mt-10">
          <I18nProvider locale={locale}>
            <DemoCalendar />
          </I18nProvider>
        </div>
      </div>
    </section>
  );
}
