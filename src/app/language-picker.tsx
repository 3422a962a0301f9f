import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { CheckIcon, ChevronDownIcon, GlobeIcon } from "../components/ui/icons";
import { focusVisibleRing } from "../lib/focus-ring";
import { useMessages, usePageLocale } from "../i18n/catalog";
import { nativeName, publicLocales } from "../i18n/locales";
import { alternatePath, matchPage } from "./routes";
import { rememberLanguageChoice } from "../features/language/language-choice";

/**
 * The language picker: a disclosure (<details>) of real links to this page
 * in every language, each language named in itself and marked with its
 * `lang`. It works with JavaScript off; once hydrated, Escape and a click
 * elsewhere close it, and following a link remembers the choice.
 */
export function LanguagePicker() {
  const { language } = useMessages("common");
  const locale = usePageLocale();
  const page = matchPage(useLocation().pathname);
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !element.open) return;
      element.open = false;
      element.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (element.open && !element.contains(event.target as Node)) element.open = false;
    };
    element.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      element.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  return (
    // On phones the list hangs from the header's edge (the details is not its
    // containing block there), so at 200 % text it still fits the screen.
    <details ref={details} className="group sm:relative" data-language-picker="">
      <summary
        className={`flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-full border border-(--color-border) bg-(--color-surface-2) px-2 text-sm font-medium text-(--color-muted) color-transition hover:text-(--color-text) sm:px-3 forced-colors:border-[ButtonBorder] [&::-webkit-details-marker]:hidden ${focusVisibleRing}`}
      >
        <GlobeIcon className="size-4" />
        <span className="sr-only">{language.label} </span>
        <span className="sr-only sm:not-sr-only">{nativeName(locale)}</span>
        <ChevronDownIcon className="hidden size-4 transition-transform duration-150 group-open:rotate-180 motion-reduce:transition-none sm:block" />
      </summary>
      <ul
        aria-label={language.listLabel}
        className="absolute end-3 z-50 mt-2 max-w-[calc(100vw-1.5rem)] min-w-[min(11rem,calc(100vw-1.5rem))] rounded-lg border border-(--color-border) bg-(--color-surface) p-1 shadow-(--shadow-window) sm:end-0 forced-colors:border-[CanvasText]"
      >
        {publicLocales.map((option) => {
          const current = option === locale;
          return (
            <li key={option}>
              <a
                href={alternatePath(page, option)}
                hrefLang={option}
                lang={option}
                rel="alternate"
                aria-current={current ? "true" : undefined}
                onClick={() => rememberLanguageChoice(option)}
                className={`flex items-center justify-between gap-4 rounded-md px-3 py-2 text-sm text-(--color-text) hover:bg-(--color-surface-2) aria-[current]:font-semibold ${focusVisibleRing}`}
              >
                {nativeName(option)}
                {current && <CheckIcon className="size-4 text-(--color-accent)" />}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
