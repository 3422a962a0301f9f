import { contact, marketingFigures, site } from "../../src/content/site";
import { en, privacyPolicy, termsOfService } from "./copy";

export { contact, marketingFigures, privacyPolicy, termsOfService };

/** The pages of the site, with what a visitor should find on each. */
export const pages = [
  {
    path: "/",
    title: /Calendar for Windows/,
    heading: /Calendar/,
    canonical: "/",
  },
  {
    path: "/getCalendar",
    title: /Calendar for Windows/,
    heading: /Calendar/,
    canonical: "/",
  },
  {
    path: "/privacy",
    title: /^Privacy Policy/,
    heading: "Privacy Policy",
    canonical: "/privacy",
  },
  {
    path: "/terms",
    title: /^Terms of Service/,
    heading: "Terms of Service",
    canonical: "/terms",
  },
  {
    path: "/accessibility",
    title: /^Accessibility statement/,
    heading: "Accessibility statement",
    canonical: "/accessibility",
  },
  {
    path: "/releases",
    title: /^Release notes/,
    heading: "Release notes",
    canonical: "/releases",
  },
  {
    path: "/holidays",
    title: /^Holiday calendars/,
    heading: "Holiday calendars",
    canonical: "/holidays",
  },
  {
    path: site.downloadHref,
    title: /^Download and verify/,
    heading: en.verification.title,
    canonical: site.downloadHref,
  },
] as const;
