import { icon } from "./icons";

/*
 * Icons of the landing sections (features, carousel, FAQ, download section),
 * loaded with those sections rather than in the start-up chunk.
 */
export const ChevronLeftIcon = icon("ChevronLeftIcon", <path d="m15 6-6 6 6 6" />);
export const ChevronRightIcon = icon("ChevronRightIcon", <path d="m9 6 6 6-6 6" />);
export const GiftIcon = icon(
  "GiftIcon",
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 4 8 4a2 2 0 0 0 0 4M12 8s1.5-4 4-4a2 2 0 0 1 0 4" />
  </>,
);
export const ViewsIcon = icon(
  "ViewsIcon",
  <>
    <rect x="3" y="4" width="18" height="17" rx="2" />
    <path d="M3 9h18M8 2v4M16 2v4M7.5 13h2M11 13h2M14.5 13h2M7.5 16.5h2M11 16.5h2" />
  </>,
);
export const BellIcon = icon(
  "BellIcon",
  <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0" />,
);
export const TagIcon = icon(
  "TagIcon",
  <>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
    <circle cx="8" cy="8" r="1.5" />
  </>,
);
export const SyncIcon = icon(
  "SyncIcon",
  <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16M20 20v-4h-4" />,
);
export const ContrastIcon = icon(
  "ContrastIcon",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
  </>,
);
export const OfflineIcon = icon(
  "OfflineIcon",
  <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8M5 12.5a10 10 0 0 1 5.2-2.7M16.8 11.2c.8.4 1.5.8 2.2 1.3M8.5 16.1a5 5 0 0 1 6.9 0M12 20h.01M3 3l18 18" />,
);
export const ExportIcon = icon(
  "ExportIcon",
  <path d="M12 3v12M7 8l5-5 5 5M5 14v5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-5" />,
);
export const PrinterIcon = icon(
  "PrinterIcon",
  <>
    <path d="M7 8V3h10v5M7 17H5a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <rect x="7" y="14" width="10" height="7" rx="1" />
  </>,
);
export const KeyboardIcon = icon(
  "KeyboardIcon",
  <>
    <rect x="2" y="6" width="20" height="13" rx="2" />
    <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M6 14h.01M18 14h.01M9 15h6" />
  </>,
);
export const RepeatIcon = icon(
  "RepeatIcon",
  <path d="m17 2 3 3-3 3M4 11V9a4 4 0 0 1 4-4h12M7 22l-3-3 3-3M20 13v2a4 4 0 0 1-4 4H4" />,
);
export const SearchIcon = icon(
  "SearchIcon",
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const ShieldIcon = icon(
  "ShieldIcon",
  <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8.3 7.5 9.5 4.3-1.2 7.5-5 7.5-9.5V6zM9 12l2 2 4-4" />,
);
export const StarIcon = icon(
  "StarIcon",
  <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />,
);
export const UsersIcon = icon(
  "UsersIcon",
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
  </>,
);
export const HardDriveIcon = icon(
  "HardDriveIcon",
  <>
    <rect x="3" y="13" width="18" height="7" rx="2" />
    <path d="M5.5 13 8 5h8l2.5 8M7 16.5h.01M10.5 16.5h.01" />
  </>,
);
export const LockIcon = icon(
  "LockIcon",
  <>
    <rect x="4" y="10" width="16" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3" />
  </>,
);
