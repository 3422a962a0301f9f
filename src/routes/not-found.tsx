import { Link } from "../components/ui/link";
import { SiteStylesheet } from "../lib/site-stylesheet";

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-widest text-(--color-accent) uppercase">
        Error 404
      </p>
      <h1 className="mt-3 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
        Page not found
      </h1>
      <p className="mt-5 text-lg text-(--color-muted)">
        The page you asked for does not exist or has moved.
      </p>
      <p className="mt-8">
        <Link href="/" variant="inline" className="text-lg font-medium">
          Go to the home page
        </Link>
      </p>
      <SiteStylesheet />
    </div>
  );
}
