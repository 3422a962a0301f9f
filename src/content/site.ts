/**
 * Site-wide constants. Every business constant of the spec lives here once,
 * typed, and is imported wherever it is shown or tested.
 *
 * OPERATOR: the values marked "PLACEHOLDER" below are configuration. Replace
 * them here (and only here) before going live.
 */

export const site = {
  productName: "Calendar",
  productFullName: "Calendar for Windows",
  tagline: "A calm, free desktop calendar for your days, weeks and years.",
  /** The download verification page. Not part of this site; a full page load. */
  downloadHref: "/verification.html",
  /** Default public origin; overridden by SITE_URL at build time. */
  defaultOrigin: "https://calendar.example.com",
  /** schema.org applicationCategory of the app (JSON-LD). */
  category: "ProductivityApplication",
  /** The app's price: always free. Currency for the JSON-LD offer. */
  price: 0,
  priceCurrency: "USD",
  /** The page language (<html lang>) and the Open Graph locale. */
  language: "en",
  locale: "en_US",
  /** The self-hosted social card (public/og-image.png, made by scripts/gen-images.js). */
  socialImage: {
    path: "/og-image.png",
    width: 1200,
    height: 630,
    alt: "Calendar for Windows: a calm, free desktop calendar for your days, weeks and years.",
  },
  /** Browser UI colour per colour scheme: the page canvas of each theme. */
  themeColor: { light: "#f6f7fb", dark: "#0a0c16" },
} as const;

/** Contact points. PLACEHOLDER values: replace before going live. */
export const contact = {
  privacyEmail: "privacy@calendar.example.com",
  legalEmail: "legal@calendar.example.com",
  /** Where to report an accessibility problem (the accessibility statement). */
  accessibilityEmail: "accessibility@calendar.example.com",
  /** A business address in Israel. PLACEHOLDER street and number. */
  postalAddress: {
    organisation: "Calendar Software Ltd.",
    street: "1 Example Street",
    city: "Tel Aviv-Yafo",
    postalCode: "6100000",
    country: "Israel",
  },
} as const;

export const policyDates = {
  /** ISO dates: effective and last updated, both January 1, 2024. */
  effective: "2024-01-01",
  lastUpdated: "2024-01-01",
} as const;

export const requirements = {
  os: "Windows 10 or later",
  osShort: "Windows 10/11",
  freeSpaceMb: 50,
  adminRightsNeeded: false,
} as const;

export const privacyLimits = {
  /** The policy does not knowingly collect data from children under this age. */
  minimumAge: 13,
} as const;

export const termsFacts = {
  governingLaw: "the United States",
  /** Liability is capped at the amount paid; the free version costs nothing. */
  liabilityCapForFreeVersion: 0,
  disputeResolution: "binding arbitration",
} as const;

/** Marketing figures, shown as the spec gives them (not computed). */
export const marketingFigures = {
  users: "75K+",
  rating: "4.9",
  events: "2M+",
  reviewScore: "4.8/5",
} as const;

/** Format an ISO date (YYYY-MM-DD) as "January 1, 2024" in US English. */
export function formatLongDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}
