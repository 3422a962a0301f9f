/**
 * Vite plugin: Chromium's explicit compile hint, `//# allFunctionsCalledOnLoad`,
 * atop every chunk of the client build. A page loads a chunk only to run
 * most of it at once, so V8 compiles it all on the thread that parses it as
 * it downloads, not function by function on the main thread. It must be the
 * first line, above Vite's preload map, so it is added to the written files.
 * The build writes no source maps. Other browsers read a comment.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const compileHint = "//# allFunctionsCalledOnLoad";

/** @param {string} code */
export const withCompileHint = (code) =>
  code.startsWith(compileHint) ? code : `${compileHint}\n${code}`;

/** @returns {import("vite").Plugin} */
export function compileHints() {
  return {
    name: "compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    // The hint is part of what the chunk's name stands for.
    augmentChunkHash: () => compileHint,
    async writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        const written = path.join(options.dir ?? ".", file.fileName);
        await writeFile(written, withCompileHint(await readFile(written, "utf8")));
      }
    },
  };
}
