import { Link } from "../components/ui/link";
import { AppIcon } from "../components/ui/app-icon";
import { SectionLink } from "./section-link";
import { ThemeSwitcher } from "../features/theme/theme-switcher";
import { LanguagePicker } from "./language-picker";
import { useMessages } from "../i18n/catalog";

/** The landing page's sections linked from the header, in this order. */
const sectionIds = ["features", "live-preview", "download"] as const;

export function SiteHeader() {
  const common = useMessages("common");
  return (
    <header className="@container sticky top-0 z-40 border-b border-(--color-border) bg-(--color-canvas)/85 backdrop-blur-md supports-[not(backdrop-filter:blur(0))]:bg-(--color-canvas)">
      {/* One row of 4 rem. With larger text (200 %, WCAG 1.4.4; large-text: in app.css) the
          items wrap onto more rows instead of pushing the page sideways; at 100 % a row that
          runs short keeps its one row (the name truncated), as it always did. */}
      <div className="header-row mx-auto flex max-w-6xl items-center gap-2 px-3 min-[360px]:px-4 sm:gap-4 sm:px-6">
        <Link
          href="/"
          variant="nav"
          className="flex min-w-0 items-center gap-2 text-base font-semibold text-(--color-text) min-[360px]:text-lg"
        >
          <AppIcon />
          <span className="truncate">{common.productName}</span>
        </Link>
        {/* The section links sit after the brand, the controls at the far end: whatever
            part of the header a slow document paints first, what follows moves nothing. */}
        <nav aria-label={common.sectionsLabel} className="ms-2 hidden lg:ms-6 lg:block">
          <ul className="flex items-center gap-1 large-text:flex-wrap">
            {sectionIds.map((id) => (
              <li key={id}>
                <SectionLink id={id}>{common.sections[id]}</SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* A slow document may paint the header before all of it has arrived. The
            controls, aligned to the end, grow toward the start as they arrive: they stay
            invisible until the picker is whole (the switch has begun), and the switch's
            column is reserved (--theme-switch-width, from the sizes the switch is drawn
            with: src/styles/app.css), so nothing painted moves. */}
        <div className="header-controls ms-auto grid shrink-0 grid-cols-[auto_var(--theme-switch-width)] items-center gap-1.5 min-[360px]:gap-2">
          <LanguagePicker />
          <ThemeSwitcher />
        </div>
      </div>
    </header>
  );
}
