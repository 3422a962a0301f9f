import { Link } from "../components/ui/link";
import { contact, site } from "../content/site";
import { legalLinks } from "../content/navigation";
import { useCurrentYear } from "../lib/use-current-year";

export function SiteFooter() {
  const year = useCurrentYear();
  const { postalAddress: address } = contact;
  return (
    <footer className="border-t border-(--color-border) bg-(--color-surface)">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm text-(--color-muted) sm:grid-cols-[1fr_auto] sm:px-6">
        <address className="leading-relaxed not-italic">
          <span className="block font-semibold text-(--color-text)">{address.organisation}</span>
          <span className="block">{address.street}</span>
          <span className="block">
            {address.postalCode} {address.city}
          </span>
          <span className="block">{address.country}</span>
        </address>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legalLinks.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} variant="quiet">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="sm:col-span-2">
          © <span data-testid="copyright-year">{year}</span>{" "}
          {address.organisation.replace(/\.$/, "")}. {site.productFullName} is free to download and
          use.
        </p>
      </div>
    </footer>
  );
}
