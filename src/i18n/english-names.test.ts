import { describe, expect, it } from "vitest";
import { catalogs } from "./all-catalogs";
import { defaultLocale, publicLocales } from "./locales";
import { holdsName, usHolidayNames } from "./english-names";

/**
 * Issue 33: the demo's US holidays go by their local names in each language
 * (the demo's events are plain strings, so no `lang="en"` could mark an
 * English one); tests/e2e/foreign-names.spec.ts checks the built pages.
 */

describe("the demo's holidays", () => {
  it.each(publicLocales.filter((locale) => locale !== defaultLocale))(
    "%s: no US holiday under its English name",
    (locale) => {
      const events = (catalogs[locale]?.demo as { events: Record<string, string> }).events;
      const english = Object.entries(events).filter(([, name]) =>
        usHolidayNames.some((holiday) => holdsName(name, holiday)),
      );
      expect(english).toEqual([]);
    },
  );
});
