/**
 * Loading and reading message catalogs. A page ships only its own locale's
 * catalogs: the browser entry loads "common" and the route's namespaces
 * before it hydrates, and each deferred section loads its namespace with its
 * chunk. The build registers every catalog up front (entry-server.tsx).
 */
import { createContext, use, useContext } from "react";
import type { Catalog, Namespace } from "./catalog-types";
import { defaultLocale, pseudoLocale } from "./locales";

type Module = { default: unknown };
// One lazy loader per catalog file: "../content/locales/he/common.ts".
const files = import.meta.glob<Module>([
  "../content/locales/*/*.{ts,tsx}",
  "!../content/locales/*/format.ts",
]);
const loaders = new Map<string, () => Promise<Module>>(
  Object.entries(files).map(([file, load]) => {
    const [locale, name] = file.split("/").slice(-2);
    return [`${locale}/${name?.replace(/\.tsx?$/, "")}`, load] as const;
  }),
);

interface Entry {
  promise: Promise<unknown>;
  value?: unknown;
}
const store = new Map<string, Entry>();

/** Make a catalog available without loading (the build, tests). */
export function registerMessages(locale: string, namespace: string, value: unknown): void {
  store.set(`${locale}/${namespace}`, { promise: Promise.resolve(value), value });
}

/** A catalog, loaded once per page. Rejects for an unknown locale or namespace. */
export function loadMessages<N extends Namespace>(
  locale: string,
  namespace: N,
): Promise<Catalog[N]> {
  const key = `${locale}/${namespace}`;
  let entry = store.get(key);
  if (!entry) {
    const load = loaders.get(key);
    const promise: Promise<unknown> =
      locale === pseudoLocale
        ? Promise.all([loadMessages(defaultLocale, namespace), import("./pseudo")]).then(
            ([messages, { pseudoize }]) => pseudoize(messages),
          )
        : load
          ? load().then((module) => module.default)
          : Promise.reject(new Error(`No messages for ${key}`));
    const created: Entry = { promise };
    created.promise = promise.then((value) => (created.value = value));
    store.set(key, (entry = created));
  }
  return entry.promise as Promise<Catalog[N]>;
}

export function loadNamespaces(locale: string, list: readonly Namespace[]): Promise<unknown> {
  return Promise.all(list.map((namespace) => loadMessages(locale, namespace)));
}

/** A catalog already loaded, or undefined. */
export function peekMessages<N extends Namespace>(
  locale: string,
  namespace: N,
): Catalog[N] | undefined {
  return store.get(`${locale}/${namespace}`)?.value as Catalog[N] | undefined;
}

/** The locale of the page being rendered (from its URL, set by the app shell). */
export const PageLocaleContext = createContext<string>(defaultLocale);

export function usePageLocale(): string {
  return useContext(PageLocaleContext);
}

/**
 * The page locale's messages of a namespace. Loaded ahead of rendering in
 * the normal course; if not, the component suspends until they are.
 */
export function useMessages<N extends Namespace>(namespace: N): Catalog[N] {
  const locale = usePageLocale();
  return peekMessages(locale, namespace) ?? use(loadMessages(locale, namespace));
}
