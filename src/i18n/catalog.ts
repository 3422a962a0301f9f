/**
 * Loading and reading message catalogs. A page ships only its own locale's
 * catalogs: the browser entry loads "common" (and the landing page's "home")
 * before it hydrates; every other namespace is loaded by the code that needs
 * it (a lazy route, a deferred section), which brings its own loaders with
 * it (`addCatalogLoaders`), so the start-up bundle does not list them. The
 * build registers every catalog up front (all-catalogs.ts).
 */
import { createContext, use, useContext, useMemo } from "react";
import { createFormatter, type Formatter } from "../content/locales/format";
import type { Catalog, Namespace } from "../content/locales/types";
import { defaultLocale, intlLocale, pseudoLocale } from "./locales";

type Module = { default: unknown };
const loaders = new Map<string, () => Promise<Module>>();

/**
 * Make catalog files loadable, from an import.meta.glob of them:
 * `addCatalogLoaders(import.meta.glob("../content/locales/*\/features.ts"))`.
 */
export function addCatalogLoaders(files: Record<string, () => Promise<unknown>>): void {
  for (const [file, load] of Object.entries(files)) {
    const [locale, name] = file.split("/").slice(-2);
    loaders.set(`${locale}/${name?.replace(/\.tsx?$/, "")}`, load as () => Promise<Module>);
  }
}

// What every page needs at start: the shell's words, and the landing page's.
// (The download block's words come with the home page after a client-side
// navigation; the download page's only load with a full page, in its JSON,
// except on the development server, which writes no JSON.)
addCatalogLoaders(import.meta.glob("../content/locales/*/{common,home,download-choice}.ts"));
if (import.meta.env.DEV)
  addCatalogLoaders(import.meta.glob("../content/locales/*/verification.ts"));

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
    let promise: Promise<unknown>;
    if (locale === pseudoLocale)
      promise = Promise.all([loadMessages(defaultLocale, namespace), import("./pseudo")]).then(
        ([messages, { pseudoize }]) => pseudoize(messages),
      );
    else if (load) promise = load().then((module) => module.default);
    // Not kept: its loader may be registered later (with a module still on its way).
    else return Promise.reject(new Error(`No messages for ${key}`));
    const created: Entry = { promise };
    created.promise = promise.then((value) => (created.value = value));
    store.set(key, (entry = created));
  }
  return entry.promise as Promise<Catalog[N]>;
}

export function loadNamespaces(locale: string, list: readonly Namespace[]): Promise<unknown> {
  return Promise.all(list.map((namespace) => loadMessages(locale, namespace)));
}

/** The id of the JSON element that carries a page's start catalogs (entry-server.tsx). */
export const startMessagesId = "page-messages";

/** Register the start catalogs written into the page, if any (the dev server has none). */
export function registerPageMessages(locale: string): void {
  const element = document.getElementById(startMessagesId);
  if (!element?.textContent) return;
  const data = JSON.parse(element.textContent) as Record<string, unknown>;
  for (const [namespace, messages] of Object.entries(data)) {
    if (messages) registerMessages(locale, namespace, messages);
  }
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

/** Numbers, dates, units and lists in the page's language (Intl), for figures that are not in a catalog. */
export function useFormatter(): Formatter {
  const locale = usePageLocale();
  return useMemo(() => createFormatter(intlLocale(locale)), [locale]);
}
