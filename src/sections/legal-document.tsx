import { useId } from "react";
import type { LegalDocumentContent } from "../content/legal";
import { formatLongDate, policyDates } from "../content/site";
import { BackToHome, Link } from "../components/ui/link";
import { focusVisibleRing } from "../lib/focus-ring";
import { SiteStylesheet } from "../lib/site-stylesheet";

export interface LegalDocumentProps {
  content: LegalDocumentContent;
  /** The other legal page, linked at the end of the document. */
  related: { href: string; label: string };
  /** Show the effective and last-updated dates of the legal documents (default true). */
  showDates?: boolean;
}

/** A legal page: title, dates, table of contents, numbered sections. */
export function LegalDocument({ content, related, showDates = true }: LegalDocumentProps) {
  const tocId = useId();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <BackToHome />
      <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
        {content.title}
      </h1>
      {showDates && (
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-(--color-muted)">
          <div className="flex gap-1.5">
            <dt>Effective:</dt>
            <dd>
              <time dateTime={policyDates.effective}>{formatLongDate(policyDates.effective)}</time>
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt>Last updated:</dt>
            <dd>
              <time dateTime={policyDates.lastUpdated}>
                {formatLongDate(policyDates.lastUpdated)}
              </time>
            </dd>
          </div>
        </dl>
      )}
      <p className="mt-6 text-lg text-pretty">{content.summary}</p>

      <nav
        aria-labelledby={tocId}
        className="mt-10 rounded-lg border border-(--color-border) bg-(--color-surface) p-5 sm:p-6"
      >
        <h2 id={tocId} className="text-base font-semibold">
          On this page
        </h2>
        <ol className="mt-3 list-decimal pl-5 text-(--color-muted) marker:text-(--color-muted) sm:columns-2 sm:gap-x-10">
          {content.sections.map((section) => (
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

      <div className="legal-prose mt-4">
        {content.sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className="mt-12 text-2xl font-semibold tracking-tight">
              {/* A real space, so the name reads "1. Who we are", not "1.Who we are". */}
              <span className="text-(--color-muted)">{index + 1}.</span> {section.heading}
            </h2>
            {section.body}
          </section>
        ))}
      </div>

      <div className="mt-16 flex flex-wrap items-center justify-between gap-4 border-t border-(--color-border) pt-6">
        <BackToHome />
        <p className="text-(--color-muted)">
          See also:{" "}
          <Link href={related.href} variant="inline">
            {related.label}
          </Link>
        </p>
      </div>
      {/* The whole document is the first screen: the site's stylesheet comes after it. */}
      <SiteStylesheet />
    </article>
  );
}
