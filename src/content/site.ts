/**
 * Site-wide constants. Every business constant of the spec lives here once,
 * typed, and is imported wherever it is shown or tested. Words live in the
 * message catalogs (src/content/locales/); the figures, dates and limits
 * here are formatted per locale with Intl (src/content/locales/format.ts), never
 * retyped in a translation.
 *
 * OPERATOR: the values marked "PLACEHOLDER" below are configuration. Replace
 * them here (and only here) before going live.
 */

export const site = {
  /** The download verification page. Not part of this site; a full page load. */
  downloadHref: "/verification.html",
  /** Default public origin; overridden by SITE_URL at build time. */
  defaultOrigin: "https://calendar.example.com",
  /** schema.org applicationCategory of the app (JSON-LD). */
  category: "ProductivityApplication",
  /** The app's price: always free. Currency for the JSON-LD offer. */
  price: 0,
  priceCurrency: "USD",
  /** The size of each language's social card (its path: src/content/social-image.ts). */
  socialImage: {
    width: 1200,
    height: 630,
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
    /** ISO 3166 region: its name comes from Intl.DisplayNames in each language. */
    countryCode: "IL",
    /** The same address as it is written in another script, for pages in that language. */
    localized: {
      he: {
        organisation: "קלנדר סופטוור בע״מ",
        street: "רחוב הדוגמה 1",
        city: "תל אביב-יפו",
      },
    } as Partial<Record<string, { organisation: string; street: string; city: string }>>,
  },
} as const;

export const policyDates = {
  /** ISO dates: effective and last updated, both January 1, 2024. */
  effective: "2024-01-01",
  lastUpdated: "2024-01-01",
} as const;

export const requirements = {
  os: "Windows",
  /** Windows 10 or later; compatible with Windows 10 and 11. */
  minWindowsVersion: 10,
  compatibleWindowsVersions: [10, 11],
  freeSpaceMb: 50,
  adminRightsNeeded: false,
} as const;

/** The system requirements, in the order listed (spec §1); words in the download-choice catalogs. */
export const requirementIds = ["os", "space", "admin"] as const;

export const privacyLimits = {
  /** The policy does not knowingly collect data from children under this age. */
  minimumAge: 13,
} as const;

export const termsFacts = {
  /** Governing law: the United States (ISO region), and the State of Delaware. */
  governingLawRegion: "US",
  governingState: "Delaware",
  /** Liability is capped at the amount paid; the free version costs nothing. */
  liabilityCapForFreeVersion: 0,
  liabilityCurrency: "USD",
  /** Disputes go to binding arbitration. */
  disputeResolution: "arbitration",
} as const;

/** A marketing figure: a number, shown compact with "+" ("75K+") or out of a scale ("4.8/5"). */
export interface Figure {
  value: number;
  /** "At least": compact notation and a plus sign (75K+, 2M+). */
  atLeast?: boolean;
  /** A score on a scale (4.8/5). */
  outOf?: number;
}

/**
 * Marketing figures, as the spec gives them (not computed): 75K+, 4.9, 2M+, 4.8/5.
 * The two ratings are two measures, each shown with its source (ratingSources).
 */
export const marketingFigures = {
  users: { value: 75_000, atLeast: true },
  rating: { value: 4.9 },
  events: { value: 2_000_000, atLeast: true },
  reviewScore: { value: 4.8, outOf: 5 },
} as const satisfies Record<string, Figure>;

/**
 * Where the two ratings come from, shown under each: 4.9 is the average of the
 * ratings in a store (its name, as the store writes it in every language),
 * 4.8/5 the satisfaction score of the app's own user survey (the words are in
 * the catalogs). PLACEHOLDER: replace with the real sources before going live.
 */
export const ratingSources = {
  rating: { store: "Microsoft Store" },
  reviewScore: { survey: true },
} as const;

/**
 * The app in winget, the Windows Package Manager (the download page's
 * `winget install` command; the manifests the build writes into
 * deploy/winget/, see README "winget"). PLACEHOLDER identifier and
 * publisher: set them to what you submit to microsoft/winget-pkgs.
 */
/** The installer technologies winget knows (manifest schema 1.6.0's InstallerType). */
export type WingetInstallerType =
  | "exe"
  | "inno"
  | "nullsoft"
  | "wix"
  | "burn"
  | "msi"
  | "msix"
  | "appx"
  | "zip"
  | "portable"
  | "pwa";

export const winget: {
  readonly packageIdentifier: string;
  readonly publisher: string;
  readonly installerType: WingetInstallerType;
  readonly silentSwitches: { readonly silent: string; readonly silentWithProgress: string };
  readonly license: string;
  readonly locale: string;
} = {
  /** PLACEHOLDER. "Publisher.Package": 2 to 8 parts, no spaces (winget's PackageIdentifier). */
  packageIdentifier: "CalendarSoftware.Calendar",
  /** PLACEHOLDER. The publisher as winget lists it (2 to 256 characters). */
  publisher: "Calendar Software Ltd.",
  /**
   * How winget runs the installer: "exe" (with the silent switches below),
   * or what the installer is built with: "inno", "nullsoft", "wix", "burn",
   * "msi", "msix". PLACEHOLDER until you know your installer.
   */
  installerType: "exe",
  /** For "exe" only: the installer's switches for a silent install (winget-pkgs requires them). PLACEHOLDER. */
  silentSwitches: { silent: "/S", silentWithProgress: "/S" },
  /** The licence as winget shows it (3 to 512 characters). */
  license: "Freeware",
  /** The manifests' language (their `PackageLocale`, and which catalog gives the app's name). */
  locale: "en-US",
};
