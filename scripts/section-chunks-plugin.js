/**
 * Vite plugin: preloads the app's start-up chunk with the entry (below), and
 * writes into the built index.html, for each section module
 * (src/sections/<id>.tsx, imported on demand), the URLs of the chunks it
 * needs beyond the start-up bundle: its own chunk and the shared ones it
 * imports, and under "<id>:<locale>" its words in each language (the
 * catalogs it loads for the page's language). src/lib/section-chunks.ts reads the list to fetch a section's code
 * ahead of time and to retry a failed download (decision 002).
 *
 *   <script type="application/json" id="section-chunks">{"faq":["/assets/faq-….js", …]}</script>
 *
 * A JSON data block is not run, so the Content-Security-Policy needs no hash for it.
 * The prerender keeps in each page only its own language's words
 * (keepOneLanguage, below).
 */
import path from "node:path";

/** The list element's id (read by src/lib/section-chunks.ts and src/entry-loader.js). */
const listId = "section-chunks";

/** A message catalog's module: src/content/locales/<locale>/<namespace>.ts(x). */
const catalogLocale = /[\\/]src[\\/]content[\\/]locales[\\/]([^/\\]+)[\\/][^/\\]+\.tsx?$/;

/**
 * The app's start-up module, which the entry imports in a task of its own
 * (src/main.tsx): part of the start-up code, in a chunk of its own.
 */
const startModule = path.resolve(import.meta.dirname, "../src/start.tsx");

/** @returns {import("vite").Plugin} */
export function sectionChunks() {
  let base = "/";
  const sectionsDir = path.resolve(import.meta.dirname, "../src/sections");
  return {
    name: "section-chunks",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return [];
        const chunks = new Map(
          Object.values(bundle).flatMap((file) =>
            file.type === "chunk" ? [[file.fileName, file]] : [],
          ),
        );
        // The start-up module's chunk (and what it imports) is preloaded with
        // the entry, as Vite preloads the entry's own imports, so that the
        // entry's import() of it costs no round trip. The links go where
        // Vite's go; the build moves them all into the entry loader's list.
        const start = [...chunks.values()].find((chunk) => chunk.moduleIds.includes(startModule));
        if (!start) throw new Error(`the build has no chunk for ${startModule}`);
        const preloads = [start.fileName, ...start.imports]
          .filter((file) => !chunks.get(file)?.isEntry)
          .map((file) => base + file)
          .filter((href) => !html.includes(`href="${href}"`))
          .map((href) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href },
            injectTo: /** @type {const} */ ("head"),
          }));
        /** A chunk and every chunk it imports statically. @param {string} name @param {Set<string>} seen */
        const closure = (name, seen = new Set()) => {
          if (seen.has(name)) return seen;
          seen.add(name);
          for (const imported of chunks.get(name)?.imports ?? []) closure(imported, seen);
          return seen;
        };
        const startup = new Set(
          [...chunks.values()]
            .filter((c) => c.isEntry || c.moduleIds.includes(startModule))
            .flatMap((c) => [...closure(c.fileName)]),
        );
        /** @type {Record<string, string[]>} */
        const list = {};
        for (const chunk of chunks.values()) {
          const source = chunk.facadeModuleId;
          if (!chunk.isDynamicEntry || !source || path.dirname(source) !== sectionsDir) continue;
          const id = path.basename(source).replace(/\.[jt]sx?$/, "");
          const beyondStartup = (/** @type {string} */ name) =>
            [...closure(name)].filter((file) => !startup.has(file)).map((file) => base + file);
          list[id] = beyondStartup(chunk.fileName);
          // Its words, per language ("faq:he"): the catalogs it loads on demand.
          for (const imported of chunk.dynamicImports) {
            const locale = catalogLocale.exec(chunks.get(imported)?.facadeModuleId ?? "")?.[1];
            if (!locale) continue;
            const files = beyondStartup(imported).filter((file) => !list[id]?.includes(file));
            list[`${id}:${locale}`] = [...(list[`${id}:${locale}`] ?? []), ...files];
          }
        }
        return [
          ...preloads,
          {
            tag: "script",
            attrs: { type: "application/json", id: listId },
            children: JSON.stringify(list),
            // Read only on a first interaction or when idle: after the
            // first screen, not in its first 14 KB (decision 008).
            injectTo: "body",
          },
        ];
      },
    },
  };
}

const listElement = new RegExp(
  `(<script type="application/json" id="${listId}">)([^<]*)(</script>)`,
);

/**
 * A page's copy of the list, with only its own language's words: a change
 * of language is a full page load (plain links: src/app/language-picker.tsx),
 * so a page never fetches another language's words through its list. About
 * 1.8 KB less in every page (about 300 B brotli).
 * @param {string} html a page built from index.html
 * @param {string} locale the language whose catalogs the page loads
 */
export function keepOneLanguage(html, locale) {
  const found = listElement.exec(html);
  if (!found?.[2]) throw new Error("the page has no section-chunks list");
  /** @type {Record<string, string[]>} */
  const list = JSON.parse(found[2]);
  const kept = Object.fromEntries(
    Object.entries(list).filter(([key]) => !key.includes(":") || key.endsWith(`:${locale}`)),
  );
  return html.replace(listElement, (_, open, _json, close) => open + JSON.stringify(kept) + close);
}
