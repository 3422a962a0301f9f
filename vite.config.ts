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
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Shared modules (site.ts, the formatter) stay where they are:
              // a group takes only the files it names.
              includeDependenciesRecursively: false,
              groups: [
                {
                  // The legal pages' code, with the e-mail links of their texts: one request.
                  name: (id: string) =>
                    /\/src\/(sections\/legal-document|content\/locales\/email-link|content\/legal|routes\/(privacy|terms|accessibility))\.tsx?$/.test(
                      id,
                    )
                      ? "legal-document"
                      : null,
                },
                {
                  // Each language's words needed at start (the shell, the
                  // landing page, its formatter) in one file: one request.
                  name: (id: string) => {
                    const start = /\/src\/content\/locales\/([^/]+)\/(?:common|home|format)\.ts$/;
                    const locale = start.exec(id)?.[1];
                    return locale ? `messages-${locale}` : null;
                  },
                },
              ],
            },
          },
        },
      },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    setupFiles: ["src/test-setup.ts"],
    css: false,
  },
}));
