import { useId } from "react";
import { legalSections, type LegalDocumentId } from "../content/legal";
import { policyDates } from "../content/site";
import { DocumentPage } from "../components/ui/document-page";
import { Link } from "../components/ui/link";
import { focusVisibleRing } from "../lib/focus-ring";
import { addCatalogLoaders, useMessages, usePageLocale } from "../i18n/catalog";
import { defaultLocale, intlLocale } from "../i18n/locales";
import { createFormatter } from "../content/locales/format";
import { SiteStylesheet } from "../lib/site-stylesheet";

// This module's words, in each language (loaded for the page's language only).
addCatalogLoaders(import.meta.glob("../content/locales/*/legal.ts"));

export interface LegalDocumentProps {
  /** Which document: its catalog (in the page's language) and its sections. */
  document: LegalDocumentId;
  /** The other legal page, linked at the end of the document. */
  related: { href: string; id: "privacy" | "terms" | "accessibility" };
  /** Show the effective and last-updated dates of the legal documents (default true). */
  showDates?: boolean;
}

/**
 * A legal page: title, dates, table of contents, numbered sections, with the
 * same sections and anchors in every language. A translation says that the
 * English text governs, and links to it.
 */
export function LegalDocument({ document, related, showDates = true }: LegalDocumentProps) {
  const tocId = useId();
  const locale = usePageLocale();
  const content = useMessages(document);
  const chrome = useMessages("legal");
  const { footer } = useMessages("common");
  const f = createFormatter(intlLocale(locale));
  const sections = legalSections[document].map((id) => ({
    id,
    ...(content.sections as Record<string, { heading: string; body: React.ReactNode }>)[id]!,
  }));
  return (
    <DocumentPage
      title={content.title}
      end={
        <p className="min-w-0 text-(--color-muted)">
          {chrome.seeAlso}{" "}
          <Link href={related.href} variant="inline">
            {footer.links[related.id]}
          </Link>
        </p>
      }
    >
      {showDates && (
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-(--color-muted)">
          <div className="flex gap-1.5">
            <dt>{chrome.effective}</dt>
            <dd>
              <time dateTime={policyDates.effective}>{f.date(policyDates.effective)}</time>
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt>{chrome.lastUpdated}</dt>
            <dd>
              <time dateTime={policyDates.lastUpdated}>{f.date(policyDates.lastUpdated)}</time>
            </dd>
          </div>
        </dl>
      )}
      {locale !== defaultLocale && (
        <p
          className="mt-6 rounded-lg border border-(--color-border) bg-(--color-surface-2) px-4 py-3 text-sm"
          data-translation-notice=""
        >
          {chrome.translationNotice.text}{" "}
          <a
            href={`/${document}`}
            hrefLang={defaultLocale}
            className={`rounded-sm font-medium text-(--color-accent) underline underline-offset-3 hover:text-(--color-accent-hover) ${focusVisibleRing}`}
          >
            {chrome.translationNotice.link}
          </a>
        </p>
      )}
      <p className="mt-6 text-lg text-pretty">{content.summary}</p>

      <nav
        aria-labelledby={tocId}
        className="mt-10 rounded-lg border border-(--color-border) bg-(--color-surface) p-[min(1.25rem,6.25vw)] sm:p-6"
      >
        <h2 id={tocId} className="text-base font-semibold">
          {chrome.onThisPage}
        </h2>
        <ol className="mt-3 list-decimal ps-5 text-(--color-muted) marker:text-(--color-muted) sm:columns-2 sm:gap-x-10">
          {sections.map((section) => (
            <li key={section.id} className="mb-1.5 break-inside-avoid">
              <a
                href={`#${section.id}`}
                className={`rounded-sm text-(--color-accent) underline-offset-3 hover:underline ${focusVisibleRing}`}
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {/* The first screen is the title, dates, summary and contents (the
          whole document took the longer languages past the first 14 KB);
          the sections wait for the site's stylesheet (decision 008). */}
      <SiteStylesheet />

      <div className="legal-prose mt-4">
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className="mt-12 text-2xl font-semibold tracking-tight">
              {/* A real space, so the name reads "1. Who we are", not "1.Who we are". */}
              <span className="text-(--color-muted)">{f.number(index + 1)}.</span> {section.heading}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </DocumentPage>
  );
}
