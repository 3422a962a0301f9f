import { AppIcon } from "../components/ui/app-icon";
import { actionButton } from "../features/download/action-button";
import { addCatalogLoaders, useMessages, usePageLocale } from "../i18n/catalog";
import { downloadPagePath } from "../i18n/download-page";
import { localizePath } from "../i18n/locales";
import { focusVisibleRing } from "../lib/focus-ring";
import { SiteStylesheet } from "../lib/site-stylesheet";

// This module's words, in each language (loaded for the page's language only).
addCatalogLoaders(import.meta.glob("../content/locales/*/not-found.ts"));

const sectionIds = ["features", "live-preview", "download"] as const;

/** The 404 page: what happened, and the ways on (home, the download page, the landing page's sections). */
export function NotFoundPage() {
  const copy = useMessages("not-found");
  const { sections } = useMessages("common");
  const locale = usePageLocale();
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-[min(1rem,5vw)] py-16 text-center sm:px-6 sm:py-24">
      <AppIcon className="size-14" />
      <p className="mt-8 text-sm font-semibold tracking-widest text-(--color-accent) uppercase">
        {copy.eyebrow}
      </p>
      <h1 className="mt-3 font-display text-fit-4xl font-semibold tracking-tight text-balance sm:text-5xl">
        {copy.title}
      </h1>
      <p className="mt-5 text-lg text-pretty text-(--color-muted)">{copy.text}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={localizePath(locale, "/")} className={actionButton.primary}>
          {copy.homeLink}
        </a>
        <a href={downloadPagePath(locale)} className={actionButton.secondary}>
          {copy.downloadLink}
        </a>
      </p>
      <nav aria-labelledby="not-found-sections" className="mt-10">
        <h2 id="not-found-sections" className="text-sm text-(--color-muted)">
          {copy.sectionsTitle}
        </h2>
        <ul className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-1">
          {sectionIds.map((id) => (
            <li key={id}>
              <a
                href={localizePath(locale, `/#${id}`)}
                className={`rounded-sm font-medium text-(--color-accent) underline underline-offset-3 hover:text-(--color-accent-hover) ${focusVisibleRing}`}
              >
                {sections[id]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <SiteStylesheet />
    </div>
  );
}
