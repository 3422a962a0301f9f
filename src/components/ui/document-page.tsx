import type { ReactNode } from "react";
import { BackToHome } from "./link";

/**
 * The frame of a page that is one document (the legal pages, the release
 * notes, the holiday calendars): "Back to Home", the title, the document,
 * then "Back to Home" again at the end, with `end` beside it.
 */
export function DocumentPage({
  title,
  children,
  end,
}: {
  title: ReactNode;
  children: ReactNode;
  end?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-[min(1rem,5vw)] py-10 sm:px-6 sm:py-16">
      <BackToHome />
      <h1 className="mt-6 font-display text-fit-4xl font-semibold tracking-tight sm:text-5xl">
        {title}
      </h1>
      {children}
      <div className="mt-16 flex flex-wrap items-center justify-between gap-4 border-t border-(--color-border) pt-6">
        <BackToHome />
        {end}
      </div>
    </article>
  );
}
