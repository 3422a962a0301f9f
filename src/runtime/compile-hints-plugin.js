/**
 * Vite plugin: marks every chunk of the client build with Chromium's explicit
 * compile hint, `//# allFunctionsCalledOnLoad` (V8, Chrome 136 and later).
 *
 * V8 compiles a function lazily, on the main thread, the first time it is
 * called. A page of this site loads a chunk only to run it (the start-up
 * code, or a section waking up), and most of what it holds runs at once:
 * React hydrating, a section's components and React Aria's hooks. With the
 * hint, Chromium compiles all of a chunk's functions on the background
 * thread that parses the chunk while it downloads, so the main thread only
 * runs them. At 4× CPU, a cold tap on the demo spent 280–580 ms of main
 * thread compiling before; with the hint, about 200 (decision 007,
 * thirteenth look). Other browsers read a comment.
 *
 * The hint must come first: V8 applies it to the functions after it, and
 * Vite writes its preload map (`__vite__mapDeps`, a function) above anything
 * a plugin's `generateBundle` or Rolldown's `output.banner` adds. So it is
 * added to the files once they are written; the chunk's hash accounts for
 * it, and its source map moves one line down. The server build is left alone.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** The comment, as V8 recognises it. */
export const compileHint = "//# allFunctionsCalledOnLoad";

/**
 * The chunk's code with the hint above it, and its source map (if any) moved
 * down one line to match.
 * @param {string} code
 * @param {string | undefined} map the source map's JSON
 */
export function withCompileHint(code, map) {
  if (code.startsWith(compileHint)) return { code, map };
  const source = map === undefined ? undefined : JSON.parse(map);
  if (source) source.mappings = `;${source.mappings}`;
  return { code: `${compileHint}\n${code}`, map: source && JSON.stringify(source) };
}

/** @returns {import("vite").Plugin} */
export function compileHints() {
  return {
    name: "compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    // The hint is part of what the chunk's name stands for.
    augmentChunkHash: () => compileHint,
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? ".");
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        const codePath = path.join(dir, file.fileName);
        const mapPath = `${codePath}.map`;
        const hasMap = `${file.fileName}.map` in bundle;
        const { code, map } = withCompileHint(
          await readFile(codePath, "utf8"),
          hasMap ? await readFile(mapPath, "utf8") : undefined,
        );
        await writeFile(codePath, code);
        if (map !== undefined) await writeFile(mapPath, map);
      }
    },
  };
}
