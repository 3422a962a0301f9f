import { AppIcon } from "../../components/ui/app-icon";
import type { ReactNode } from "react";

export interface WindowFrameProps {
  title: string;
  children: ReactNode;
}

/**
 * A desktop app window: title bar with minimise, maximise and close drawn in
 * CSS (decorative). Those three keep their pixel width when the visitor's text
 * is larger, and the title gives way, so that the bar never pushes the window
 * wider than the screen.
 */
export function WindowFrame({ title, children }: WindowFrameProps) {
  return (
    <div className="overflow-hidden rounded-lg border border-(--color-border) bg-(--color-surface) shadow-window forced-colors:border-[CanvasText]">
      <div
        aria-hidden="true"
        className="flex h-9 items-center gap-2 border-b border-(--color-border) bg-(--color-surface-2) ps-3 select-none"
      >
        <AppIcon className="size-4" />
        <span className="min-w-0 truncate text-xs font-medium text-(--color-muted)">{title}</span>
        <span className="ms-auto flex h-full text-(--color-muted)">
          <span className="grid w-[44px] place-items-center">
            <span className="h-px w-2.5 bg-current forced-colors:bg-[CanvasText]" />
          </span>
          <span className="grid w-[44px] place-items-center">
            <span className="size-2.5 border border-current" />
          </span>
          <span className="grid w-[44px] place-items-center">
            <span className="relative size-2.5 before:absolute before:top-1/2 before:left-0 before:h-px before:w-full before:rotate-45 before:bg-current after:absolute after:top-1/2 after:left-0 after:h-px after:w-full after:-rotate-45 after:bg-current forced-colors:before:bg-[CanvasText] forced-colors:after:bg-[CanvasText]" />
          </span>
        </span>
      </div>
      {children}
    </div>
  );
}
