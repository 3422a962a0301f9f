import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// OUT_DIR lets parallel builds (and the test suite) write to their own folder.
const outDir = process.env.OUT_DIR ?? "dist";

/**
 * One start-up chunk: everything the entry imports statically ("$initial").
 * Left alone, Rolldown splits react, the JSX runtime and other modules the
 * entry shares with lazy chunks into chunks of their own (rolldown#10731),
 * and every request costs about 1.3 KB of response headers. Route and
 * section code stays lazy.
 */
const startChunk = {
  name: "index",
  tags: ["$initial" as const],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? { ssr: "src/entry-server.tsx" } // outDir: see scripts/build.js
    : {
        outDir,
        emptyOutDir: true,
        // Inline nothing as data: URIs; the CSP allows only same-origin images.
        assetsInlineLimit: 0,
        rolldownOptions: { output: { codeSplitting: { groups: [startChunk] } } },
      },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    setupFiles: ["src/test-setup.ts"],
    css: false,
  },
}));
