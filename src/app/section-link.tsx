import type { MouseEvent, ReactNode } from "react";
import { focusVisibleRing } from "../lib/focus-ring";
import { scrollToSection } from "../lib/scroll-to-section";
import { usePageLocale } from "../i18n/catalog";
import { localizePath } from "../i18n/locales";

export interface SectionLinkProps {
  id: string;
  children: ReactNode;
}

/**
 * A link to a landing-page section. On the landing page it scrolls there
 * (smoothly unless reduced motion is asked for) and moves focus, without a
 * router navigation: a navigation would re-render the page above its
 * not-yet-hydrated sections and wait for them. Elsewhere, and with
 * JavaScript off, it is an ordinary link to /#id.
 */
export function SectionLink({ id, children }: SectionLinkProps) {
  const locale = usePageLocale();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    if (scrollToSection(id)) event.preventDefault();
  };
  return (
    <a
      href={localizePath(locale, `/#${id}`)}
      onClick={onClick}
      className={`rounded-sm px-2 py-1 font-medium text-(--color-muted) color-transition hover:text-(--color-text) ${focusVisibleRing}`}
    >
      {children}
    </a>
  );
}
