import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// OUT_DIR lets parallel builds (and the test suite) write to their own folder.
const outDir = process.env.OUT_DIR ?? "dist";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? { ssr: "src/entry-server.tsx" } // outDir: see scripts/build.js
    : {
        outDir,
        emptyOutDir: true,
        // Inline nothing as data: URIs; the CSP allows only same-origin images.
        assetsInlineLimit: 0,
      },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    setupFiles: ["src/test-setup.ts"],
    css: false,
  },
}));
