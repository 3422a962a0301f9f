import { Link } from "../components/ui/link";
import { AppIcon } from "../components/ui/app-icon";
import { contact } from "../content/site";
import { useMessages, usePageLocale } from "../i18n/catalog";
import { intlLocale } from "../i18n/locales";
import { createFormatter } from "../content/locales/format";
import { useCurrentYear } from "../lib/use-current-year";
import { SectionLink } from "./section-link";
import { formatMessage } from "../i18n/message";

const sectionIds = ["features", "live-preview", "download"] as const;
const legalPages = [
  { href: "/privacy", id: "privacy" },
  { href: "/terms", id: "terms" },
  { href: "/accessibility", id: "accessibility" },
] as const;

/** The footer: the brand and the company's address, the landing page's sections, the legal pages. */
export function SiteFooter() {
  const common = useMessages("common");
  const { footer } = common;
  const locale = usePageLocale();
  const f = createFormatter(intlLocale(locale));
  const year = useCurrentYear();
  const { postalAddress } = contact;
  // The address as written in the page's script where there is such a form (Hebrew).
  const address = { ...postalAddress, ...postalAddress.localized[locale] };
  const country = f.region(postalAddress.countryCode);
  const yearText = f.number(year, { useGrouping: false });
  const heading = "text-sm font-semibold text-(--color-text)";
  return (
    <footer className="border-t border-(--color-border) bg-(--color-surface)">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 pt-12 pb-8 text-sm text-(--color-muted) sm:grid-cols-2 sm:px-6 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="sm:col-span-2 lg:col-span-1">
          <div className="flex items-center gap-2.5 text-lg font-semibold text-(--color-text)">
            <AppIcon className="size-8" />
            {common.productName}
          </div>
          <p className="mt-3 max-w-xs text-pretty">{common.tagline}</p>
          <address className="mt-5 leading-relaxed not-italic">
            <span className="block font-medium text-(--color-text)">{address.organisation}</span>
            <span className="block">{address.street}</span>
            <span className="block">
              {address.postalCode} {address.city}
            </span>
            <span className="block">{country}</span>
          </address>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className={heading}>
            {footer.productLabel}
          </h2>
          <ul className="-ms-2 mt-2 grid grid-cols-[minmax(0,1fr)]">
            {sectionIds.map((id) => (
              <li key={id} className="flex">
                <SectionLink id={id}>{common.sections[id]}</SectionLink>
              </li>
            ))}
            <li className="flex">
              <Link href="/releases" variant="nav">
                {footer.links.releases}
              </Link>
            </li>
            <li className="flex">
              <Link href="/holidays" variant="nav">
                {footer.links.holidays}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={heading}>
            {footer.legalLabel}
          </h2>
          <ul className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-2">
            {legalPages.map(({ href, id }) => (
              <li key={href}>
                <Link href={href} variant="quiet">
                  {footer.links[id]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-10 sm:px-6">
        <p className="border-t border-(--color-border) pt-6 text-sm text-(--color-muted)">
          <span data-testid="copyright">
            {formatMessage(footer.copyright, {
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
