import { site, requirements } from "../content/site";
import { focusVisibleRing } from "../lib/focus-ring";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24">
        <h1
          id="hero-title"
          className="max-w-3xl font-display text-4xl font-semibold tracking-tight text-balance sm:text-6xl"
        >
          {site.productFullName}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-(--color-muted) sm:text-xl">
          {site.tagline}
        </p>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <a
            href={site.downloadHref}
            className={`inline-flex min-h-12 items-center rounded-md bg-(--color-accent) px-6 text-lg font-medium text-(--color-on-accent) hover:bg-(--color-accent-hover) ${focusVisibleRing}`}
          >
            Download for Windows
          </a>
          <p className="text-sm text-(--color-muted)">Works on {requirements.osShort}</p>
        </div>
      </div>
    </section>
  );
}
