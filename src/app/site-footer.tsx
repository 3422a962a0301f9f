import { Link } from "../components/ui/link";
import { contact } from "../content/site";
import { useMessages, usePageLocale } from "../i18n/catalog";
import { intlLocale } from "../i18n/locales";
import { createFormatter, fill } from "../content/locales/format";
import { useCurrentYear } from "../lib/use-current-year";

const legalPages = [
  { href: "/privacy", id: "privacy" },
  { href: "/terms", id: "terms" },
  { href: "/accessibility", id: "accessibility" },
] as const;

export function SiteFooter() {
  const { footer } = useMessages("common");
  const locale = usePageLocale();
  const f = createFormatter(intlLocale(locale));
  const year = useCurrentYear();
  const { postalAddress } = contact;
  // The address as written in the page's script where there is such a form (Hebrew).
  const address = { ...postalAddress, ...postalAddress.localized[locale] };
  const country = f.region(postalAddress.countryCode);
  const yearText = f.number(year, { useGrouping: false });
  return (
    <footer className="border-t border-(--color-border) bg-(--color-surface)">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10 text-sm text-(--color-muted) sm:grid-cols-[1fr_auto] sm:px-6">
        <address className="leading-relaxed not-italic">
          <span className="block font-semibold text-(--color-text)">{address.organisation}</span>
          <span className="block">{address.street}</span>
          <span className="block">
            {address.postalCode} {address.city}
          </span>
          <span className="block">{country}</span>
        </address>
        <nav aria-label={footer.legalLabel}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legalPages.map(({ href, id }) => (
              <li key={href} className="max-w-full">
                <Link href={href} variant="quiet">
                  {footer.links[id]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="sm:col-span-2">
          <span data-testid="copyright">
            {fill(footer.copyright, {
              year: yearText,
              organisation: address.organisation.replace(/\.$/, ""),
            })}
          </span>{" "}
          {footer.freeNote}
        </p>
      </div>
    </footer>
  );
}
