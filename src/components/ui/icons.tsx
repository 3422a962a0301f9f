import type { ReactNode } from "react";

/*
 * The icons a page may show before any section loads: header, hero, download
 * buttons. They ship in the start-up chunk; the landing sections' icons live
 * in section-icons.tsx and load with those sections.
 */

export interface IconProps {
  className?: string;
}

/**
 * A 24-px stroke icon. Decorative: hidden from assistive technology. Its
 * stroke comes from the .icon class (src/styles/app.css), not five attributes
 * on each of the page's many icons (issue #8).
 */
export function icon(name: string, children: ReactNode) {
  function Icon({ className = "size-5" }: IconProps) {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={`icon ${className}`}>
        {children}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export type IconComponent = ReturnType<typeof icon>;

export const SunIcon = icon(
  "SunIcon",
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = icon(
  "MoonIcon",
  <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />,
);
export const MonitorIcon = icon(
  "MonitorIcon",
  <>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4" />
  </>,
);
/** The language picker's (start-up) and the FAQ's disclosure marker. */
export const ChevronDownIcon = icon("ChevronDownIcon", <path d="m6 9 6 6 6-6" />);
export const GlobeIcon = icon(
  "GlobeIcon",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
  </>,
);
export const ArrowDownIcon = icon("ArrowDownIcon", <path d="M12 5v14M6 13l6 6 6-6" />);
export const CheckIcon = icon("CheckIcon", <path d="m5 12.5 4.5 4.5L19 7.5" />);
export const WindowsIcon = icon(
  "WindowsIcon",
  <path
    d="M4 5.5 11 4.5v7H4zM13 4.2 20 3v8.5h-7zM4 12.5h7v7L4 18.5zM13 12.5h7V21l-7-1.2z"
    fill="currentColor"
    stroke="none"
  />,
);
export const AlertIcon = icon("AlertIcon", <path d="M12 4 2.5 20h19zM12 10v4.5M12 17.5h.01" />);
