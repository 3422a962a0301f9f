import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from "react";
import { useLocale, useNumberFormatter } from "react-aria";
import type { CarouselLabels } from "../../content/slides";
import { formatMessage } from "../../i18n/message";
import { ChevronLeftIcon, ChevronRightIcon } from "./section-icons";
import { Button } from "./button";
import { focusVisibleRing } from "../../lib/focus-ring";
import { useHydrated } from "../../lib/use-hydrated";
import { useCarousel } from "./use-carousel";
import { useTabKeys } from "./use-tab-keys";

export interface CarouselItem {
  id: string;
  title: string;
}

export type { CarouselLabels };

export interface CarouselProps<T extends CarouselItem> {
  /** The carousel's words, in the page's language (content/slides.ts). */
  labels: CarouselLabels;
  items: readonly T[];
  children: (item: T, index: number) => ReactNode;
}

/**
 * The WAI-ARIA APG tabbed carousel: a labelled region with
 * aria-roledescription={labels.roleDescription}, slides as tab panels, previous/next
 * buttons that wrap and keep focus, a tablist of slide pickers (arrow keys,
 * Home, End; automatic activation), a polite live region, swipe on touch.
 * Nothing rotates by itself. The prerendered HTML (and JavaScript-off
 * visitors) get every slide in a scroll-snap row; the one-at-a-time carousel
 * takes over once hydrated. Right to left, the next slide is to the left:
 * the arrows, the arrow keys and swipes follow the visual direction.
 */
export function Carousel<T extends CarouselItem>({ labels, items, children }: CarouselProps<T>) {
  const hydrated = useHydrated();
  const { direction } = useLocale();
  const count = items.length;
  const { label } = labels;
  const numbers = useNumberFormatter();
  const position = (i: number) => ({
    index: numbers.format(i + 1),
    count: numbers.format(count),
    title: items[i]?.title ?? "",
  });
  const describe = useCallback(
    (i: number) =>
      formatMessage(labels.announcement, {
        index: numbers.format(i + 1),
        count: numbers.format(count),
        title: items[i]?.title ?? "",
      }),
    [count, items, labels, numbers],
  );
  const { index, announcement, goTo, previous, next, swipeHandlers } = useCarousel(
    count,
    describe,
    direction === "rtl",
  );
  const { onKeyDown: onTabKeyDown, tabRef } = useTabKeys(count, index, goTo, direction);
  const list = useRef<HTMLUListElement>(null);
  const listHadFocus = useRef(false);
  const previousButton = useRef<HTMLButtonElement>(null);
  // The slides' contents do not depend on which slide shows: the same elements
  // each render, so moving to another slide renders none of them again.
  const contents = useMemo(() => items.map((item, i) => children(item, i)), [items, children]);

  // A keyboard visitor may be on the prerendered slide list when the carousel
  // takes over: hand focus to its first control instead of losing it.
  useLayoutEffect(() => {
    if (!hydrated) {
      listHadFocus.current = list.current?.contains(document.activeElement) ?? false;
    } else if (listHadFocus.current) {
      listHadFocus.current = false;
      previousButton.current?.focus();
    }
  }, [hydrated]);

  if (!hydrated) {
    return (
      <section aria-label={label}>
        {/* Focusable so it scrolls by keyboard when JavaScript is off (axe: scrollable-region-focusable). */}
        <ul
          ref={list}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={labels.slidesLabel}
          className={`flex snap-x snap-mandatory gap-4 overflow-x-auto rounded-xl pb-4 ${focusVisibleRing}`}
        >
          {items.map((item, i) => (
            <li key={item.id} className="w-full shrink-0 snap-center">
              {contents[i]}
            </li>
          ))}
        </ul>
        {/* Keeps the controls' space, so the switch to the carousel shifts nothing. */}
        <div aria-hidden="true" className="mt-2 h-11" />
      </section>
    );
  }

  return (
    <section aria-roledescription={labels.roleDescription} aria-label={label}>
      <div className="grid touch-pan-y grid-cols-1" {...swipeHandlers}>
        {items.map((item, i) => {
          const current = i === index;
          return (
            <div
              key={item.id}
              id={`slide-${item.id}`}
              role="tabpanel"
              aria-roledescription={labels.slideRoleDescription}
              aria-label={formatMessage(labels.position, position(i))}
              // Hidden slides are out of the accessibility tree at once (the one leaving
              // fades for 200 ms, then `invisible` hides it). Not `inert`: that, like
              // `visibility`, is inherited, so toggling it restyled every element of two
              // slides (252) within the tap; slides hold nothing focusable to keep out.
              aria-hidden={!current || undefined}
              data-current={current || undefined}
              className="invisible col-start-1 row-start-1 opacity-0 data-current:visible data-current:opacity-100 motion-safe:transition-[opacity,visibility] motion-safe:duration-200"
            >
              {contents[i]}
            </div>
          );
        })}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <Button
          variant="secondary"
          size="icon"
          aria-label={labels.previous}
          onPress={previous}
          ref={previousButton}
          shape="round"
        >
          <ChevronLeftIcon className="size-5 rtl:-scale-x-100" />
        </Button>
        <div role="tablist" aria-label={labels.slidesLabel} className="flex items-center gap-1">
          {items.map((item, i) => {
            const current = i === index;
            return (
              <button
                key={item.id}
                ref={tabRef(i)}
                type="button"
                role="tab"
                id={`slide-tab-${item.id}`}
                aria-selected={current}
                aria-controls={`slide-${item.id}`}
                aria-label={formatMessage(labels.picker, position(i))}
                tabIndex={current ? 0 : -1}
                onClick={() => goTo(i)}
                onKeyDown={onTabKeyDown}
                className={`group grid size-6 place-items-center rounded-full ${focusVisibleRing}`}
              >
                <span className="h-2 w-2 rounded-full bg-(--color-muted) opacity-60 transition-[width,background-color,opacity] duration-200 group-hover:opacity-100 group-aria-selected:w-5 group-aria-selected:bg-(--color-accent) group-aria-selected:opacity-100 motion-reduce:transition-none forced-colors:bg-[ButtonText] forced-colors:group-aria-selected:bg-[Highlight]" />
              </button>
            );
          })}
        </div>
        <Button
          variant="secondary"
          size="icon"
          aria-label={labels.next}
          onPress={next}
          shape="round"
        >
          <ChevronRightIcon className="size-5 rtl:-scale-x-100" />
        </Button>
      </div>
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </section>
  );
}
