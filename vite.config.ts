import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import { existsSync, readdirSync } from "node:fs";
import { compileHints } from "./src/runtime/compile-hints-plugin.js";
import { precompileMessages } from "./src/i18n/precompile-messages-plugin.js";

// OUT_DIR lets parallel builds (and the test suite) write to their own folder.
const outDir = process.env.OUT_DIR ?? "dist";

/**
 * The site's languages, found as src/i18n/locales.ts finds them (a folder of
 * src/content/locales/ with a common.ts). React Aria ships its own strings
 * (a calendar's "Next", the month it announces...) for some 34 locales; the
 * client bundle keeps only these languages' (every region of each: "he"
 * keeps he-IL). The server bundle keeps them all (the plugin skips SSR).
 */
const siteLanguages = readdirSync("src/content/locales", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => existsSync(`src/content/locales/${name}/common.ts`));

/**
 * Chunks say what they hold (decision 002): `index` (the entry and all the
 * start-up code: shell, router, hero), `react` (React and React DOM),
 * `rolldown-runtime` (the bundler's CommonJS interop), one chunk per route
 * and per deferred section (named after its file, src/sections/<section
 * id>.tsx), `react-aria` (the react-aria code, and our helpers around it,
 * that more than one section needs), `legal-document` and `app-window`
 * (shared by sections and by routes), `messages-<language>` (each
 * language's start-up words, decision 009). Start-up code imports react-aria
 * by subpath (`react-aria/I18nProvider`): the package's index re-exports
 * everything, and would count all of react-aria as start-up code.
 */
const chunkGroups = [
  {
    name: "react",
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    priority: 20,
  },
  {
    name: "react-aria",
    test: /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately|@internationalized|tailwind-variants|clsx)[\\/]|[\\/]src[\\/](components[\\/]ui|lib)[\\/]/,
    minShareCount: 2,
    includeDependenciesRecursively: false,
    priority: 10,
  },
  {
    // The legal pages' code (layout, the three routes, the e-mail link of
    // their texts, the section list): one request for all of it. (The
    // address's line breaks are used on every page: they stay with the page.)
    name: "legal-document",
    test: /[\\/]src[\\/](sections[\\/]legal-document|content[\\/]locales[\\/]email-link|content[\\/]legal|routes[\\/](privacy|terms|accessibility))\.tsx?$/,
    includeDependenciesRecursively: false,
    priority: 15,
  },
  {
    // The product pictures' shared parts (decision 010: the window, its
    // grid placements, the sample categories and day, their dates and
    // times), used by the hero's picture and the slides: one chunk, named
    // for what it holds.
    name: "app-window",
    test: /[\\/]src[\\/](sections[\\/]app-picture[\\/](app-window|grid|use-picture-dates)|content[\\/](app-picture-samples|locales[\\/]format-dates))\.tsx?$/,
    includeDependenciesRecursively: false,
    priority: 15,
  },
  {
    // Each language's words that a page may load at start (the shell, the
    // landing page, its formatter) in one file per language, never another
    // language's (decision 009). Shared modules stay where they are.
    debugName: "messages",
    name: (id: string) =>
      /[\\/]src[\\/]content[\\/]locales[\\/]([^/\\]+)[\\/](common|home|download-choice|verification|format)\.ts$/.exec(
        id,
      )?.[1]
        ? `messages-${/[\\/]locales[\\/]([^/\\]+)[\\/]/.exec(id)?.[1]}`
        : null,
    includeDependenciesRecursively: false,
    priority: 15,
  },
  {
    // Everything else the entry imports statically stays in `index`. Left
    // alone, Rolldown splits modules that start-up code shares with a lazy
    // chunk (the site constants, the icons) into chunks of their own
    // (rolldown#10731): more requests at start. Above every group but React's,
    // so that no other group takes start-up code.
    name: "index",
    tags: ["$initial" as const],
    priority: 16,
  },
];

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    precompileMessages(),
    react(),
    tailwindcss(),
    compileHints(),
    optimizeLocales.vite({ locales: siteLanguages }),
  ],
  // The pages get their messages precompiled (decision 009): the browser's
  // copy of FormatJS's IntlMessageFormat has no parser. The server build and
  // the unit tests keep it.
  resolve:
    isSsrBuild || mode === "test"
      ? {}
      : {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: "@formatjs/icu-messageformat-parser/lib/no-parser.js",
            },
          ],
        },
  build: isSsrBuild
    ? { ssr: "src/entry-server.tsx" } // outDir: see scripts/build.js
    : {
        outDir,
        emptyOutDir: true,
        // Inline nothing as data: URIs; the CSP allows only same-origin images.
        assetsInlineLimit: 0,
        rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
      },
  test: {
    // Node by default; a test that needs a DOM says so in its first line
    // (`// @vitest-environment jsdom`): every component test (.tsx) and the
    // few logic tests that read the DOM. jsdom costs about a second a file.
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    setupFiles: ["src/test-setup.ts"],
    // Both cores (Vitest's default leaves one free: one worker on two cores).
    maxWorkers: 2,
    css: false,
    // Full-calendar component tests drive react-aria through jsdom: a few
    // seconds alone, more on a busy two-core machine (5 s timed out there).
    testTimeout: 20_000,
  },
}));
