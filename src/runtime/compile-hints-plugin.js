/**
 * Vite plugin: Chromium's explicit compile hint atop every client chunk. A
 * page loads a chunk only to run it, so V8 compiles it all on the thread that
 * parses it as it downloads. It must be the first line, above the preload map
 * Vite adds last, so it goes into the written files. Others read a comment.
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
