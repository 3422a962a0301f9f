/**
 * Vite plugin: writes into the built index.html, for each section module
 * (src/sections/<id>.tsx, imported on demand), the URLs of the chunks it
 * needs beyond the start-up bundle: its own chunk and the shared ones it
 * imports. src/lib/section-chunks.ts reads the list to fetch a section's code
 * ahead of time and to retry a failed download (decision 002).
 *
 *   <script type="application/json" id="section-chunks">{"faq":["/assets/faq-….js", …]}</script>
 *
 * A JSON data block is not run, so the Content-Security-Policy needs no hash for it.
 */
import path from "node:path";

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
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = new Map(
          Object.values(bundle).flatMap((file) =>
            file.type === "chunk" ? [[file.fileName, file]] : [],
          ),
        );
        /** A chunk and every chunk it imports statically. @param {string} name @param {Set<string>} seen */
        const closure = (name, seen = new Set()) => {
          if (seen.has(name)) return seen;
          seen.add(name);
          for (const imported of chunks.get(name)?.imports ?? []) closure(imported, seen);
          return seen;
        };
        const startup = new Set(
          [...chunks.values()].filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]),
        );
        /** @type {Record<string, string[]>} */
        const list = {};
        for (const chunk of chunks.values()) {
          const source = chunk.facadeModuleId;
          if (!chunk.isDynamicEntry || !source || path.dirname(source) !== sectionsDir) continue;
          const id = path.basename(source).replace(/\.[jt]sx?$/, "");
          list[id] = [...closure(chunk.fileName)]
            .filter((name) => !startup.has(name))
            .map((name) => base + name);
        }
        return [
          {
            tag: "script",
            attrs: { type: "application/json", id: "section-chunks" },
            children: JSON.stringify(list),
            injectTo: "head",
          },
        ];
      },
    },
  };
}
