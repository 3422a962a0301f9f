import { releaseHistoryPlaceholders, releases } from "../content/release";
import { DocumentPage } from "../components/ui/document-page";
import { DownloadLink } from "../components/ui/download-link";
import { icon } from "../components/ui/icons";
import { focusVisibleRing } from "../lib/focus-ring";
import { SiteStylesheet } from "../lib/site-stylesheet";
import { releasesFeedPath } from "../lib/releases-feed";
import { useFormatter, useMessages, usePageLocale } from "../i18n/catalog";
import { formatMessage, formatNodes } from "../i18n/message";

// The feed's usual sign (here rather than in icons.tsx, which ships with every page).
const FeedIcon = icon(
  "FeedIcon",
  <>
    <path d="M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14" />
    <circle cx="6" cy="18" r="1" />
  </>,
);

/**
 * The release notes page (/releases): every release of src/content/release.ts,
 * newest first, each under a heading whose id is its version (/releases#1.4.2),
 * with its date and its notes in the page's language; a link to the feed
 * (/releases.atom) and to the download page. Never hydrated: a static part.
 */
export function ReleaseNotes() {
  const text = useMessages("releases");
  const locale = usePageLocale();
  const f = useFormatter();
  const notes = text.notes as Record<string, readonly string[] | undefined>;
  return (
    <DocumentPage title={text.title}>
      <p className="mt-4 text-lg text-pretty">{text.lead}</p>
      {releaseHistoryPlaceholders.length > 0 && (
        <p className="mt-6 rounded-md border border-dashed border-(--color-border) bg-(--color-surface) px-4 py-2.5 text-sm text-(--color-muted)">
          {text.sampleNotice}
        </p>
      )}
      <p className="mt-6">
        <a
          href={releasesFeedPath(locale)}
          type="application/atom+xml"
          className={`flex w-fit max-w-full items-start gap-2 rounded-sm font-medium text-(--color-accent) underline underline-offset-3 hover:text-(--color-accent-hover) ${focusVisibleRing}`}
        >
          <FeedIcon className="mt-0.5 size-5 shrink-0" />
          <span className="min-w-0">{text.feed.link}</span>
        </a>
      </p>
      <ol className="mt-6">
        {releases.map((release, index) => (
          <li key={release.version} className="border-t border-(--color-border) py-8">
            <section aria-labelledby={release.version}>
              {index === 1 && <SiteStylesheet />}
              <h2
                id={release.version}
                className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-2xl font-semibold tracking-tight"
              >
                <span>{formatMessage(text.version, { version: release.version })}</span>
                {index === 0 && (
                  <span className="rounded-full bg-(--color-surface-2) px-2.5 py-0.5 text-sm font-medium text-(--color-muted)">
                    {text.current}
                  </span>
                )}
              </h2>
              <p className="mt-1 text-sm text-(--color-muted)">
                {formatNodes(text.released, {
                  date: <time dateTime={release.releaseDate}>{f.date(release.releaseDate)}</time>,
                })}
              </p>
              {/* Not space-y-2: its custom property is not in the first screen's inline CSS. */}
              <ul className="mt-4 list-disc ps-5 marker:text-(--color-muted)">
                {(notes[release.version] ?? []).map((note) => (
                  <li key={note} className="mt-2 text-pretty first:mt-0">
                    {note}
                  </li>
                ))}
              </ul>
              {index === 0 && (
                <div className="@container mt-6">
                  <DownloadLink label={text.download} />
                </div>
              )}
            </section>
          </li>
        ))}
      </ol>
    </DocumentPage>
  );
}
