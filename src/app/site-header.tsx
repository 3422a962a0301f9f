import { Link } from "../components/ui/link";
import { AppLogo } from "./app-logo";
import { SectionLink } from "./section-link";
import { site } from "../content/site";
import { sectionLinks } from "../content/navigation";
import { ThemeSwitcher } from "../features/theme/theme-switcher";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-(--color-border) bg-(--color-canvas)/85 backdrop-blur-md supports-[not(backdrop-filter:blur(0))]:bg-(--color-canvas)">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link
          href="/"
          variant="nav"
          className="flex items-center gap-2 text-lg font-semibold text-(--color-text)"
        >
          <AppLogo />
          <span>{site.productName}</span>
        </Link>
        <nav aria-label="Sections" className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {sectionLinks.map(({ id, label }) => (
              <li key={id}>
                <SectionLink id={id}>{label}</SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto md:ml-2">
          <ThemeSwitcher />
        </div>
      </div>
    </header>
  );
}
