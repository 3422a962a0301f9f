import { Link } from "../components/ui/link";
import { addCatalogLoaders, useMessages } from "../i18n/catalog";
import { SiteStylesheet } from "../lib/site-stylesheet";

// This module's words, in each language (loaded for the page's language only).
addCatalogLoaders(import.meta.glob("../content/locales/*/not-found.ts"));

export function NotFoundPage() {
  const copy = useMessages("not-found");
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-widest text-(--color-accent) uppercase">
        {copy.eyebrow}
      </p>
      <h1 className="mt-3 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
        {copy.title}
      </h1>
      <p className="mt-5 text-lg text-(--color-muted)">{copy.text}</p>
      <p className="mt-8">
        <Link href="/" variant="inline" className="text-lg font-medium">
          {copy.homeLink}
        </Link>
      </p>
      <SiteStylesheet />
    </div>
  );
}
