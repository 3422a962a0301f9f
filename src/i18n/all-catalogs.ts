/**
 * Every catalog of every locale, loaded at once: for the build (which
 * renders every locale) and the unit tests. Never imported by browser code,
 * which loads one locale's catalogs as it needs them (catalog.ts).
 */
import { registerMessages } from "./catalog";
import { defaultLocale, pseudoEnabled, pseudoLocale } from "./locales";
import { pseudoize } from "./pseudo";

const files = import.meta.glob<{ default: unknown }>(
  ["../content/locales/*/*.{ts,tsx}", "!../content/locales/*/format.ts"],
  { eager: true },
);

/** locale -> namespace -> messages, as found in src/content/locales/. */
export const catalogs: Record<string, Record<string, unknown>> = {};
for (const [file, module] of Object.entries(files)) {
  const [locale = "", name = ""] = file.split("/").slice(-2);
  (catalogs[locale] ??= {})[name.replace(/\.tsx?$/, "")] = module.default;
}

/** Make every catalog available to useMessages() without loading. */
export function registerAllCatalogs(): void {
  for (const [locale, namespaces] of Object.entries(catalogs)) {
    for (const [name, messages] of Object.entries(namespaces)) {
      registerMessages(locale, name, messages);
      if (pseudoEnabled && locale === defaultLocale)
        registerMessages(pseudoLocale, name, pseudoize(messages));
    }
  }
}
