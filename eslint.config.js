import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import i18next from "eslint-plugin-i18next";

/**
 * Imports flow one way (README, "Layout"): each layer may import the layers
 * below it, never one above. The entries (src/main.tsx, src/entry-server.tsx)
 * sit on top of everything.
 */
const layers = [
  { name: "app", path: "./src/app" },
  { name: "routes", path: "./src/routes" },
  { name: "sections", path: "./src/sections" },
  { name: "features", path: "./src/features" },
  { name: "components", path: "./src/components" },
  { name: "runtime", path: "./src/runtime" },
  { name: "lib", path: "./src/lib" },
  { name: "i18n", path: "./src/i18n" },
  { name: "content", path: "./src/content" },
];
const oneWayZones = layers.slice(1).map((layer, index) => ({
  target: layer.path,
  from: layers.slice(0, index + 1).map((above) => above.path),
  message: `${layer.name} may not import from a layer above it (app → routes → sections → features → components → runtime → lib → i18n → content).`,
}));

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-*",
      "node_modules",
      "test-results",
      "playwright-report",
      "bench-results",
      "a11y-report",
      "src/features/theme/theme-script.js",
      ".tmp",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The runtime's inline scripts: classic scripts for the browser.
    files: ["src/runtime/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      // Our RAC wrappers render these elements; check them as such.
      "jsx-a11y": { components: { Link: "a", Button: "button" } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx,js}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: oneWayZones }],
    },
  },
  {
    // Copy is data: a user-visible string in JSX (text, or an attribute that
    // is read out or shown) belongs in the message catalogs of every language
    // (src/content/locales/), not in a component.
    files: ["src/**/*.tsx"],
    ignores: ["src/content/locales/**", "src/**/*.test.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: [
              "aria-label",
              "aria-description",
              "aria-roledescription",
              "aria-valuetext",
              "aria-placeholder",
              "alt",
              "title",
              "placeholder",
              "label",
            ],
          },
          // Only strings without letters (numbers, punctuation) may stay:
          // the default would also let every single word through.
          words: { exclude: ["[^A-Za-z\\u00C0-\\uFFFF]*"] },
          "should-validate-template": true,
          message: "user-visible text belongs in the message catalogs (src/content/locales/)",
        },
      ],
      // The plugin checks only a few attributes on HTML elements; these are read out too.
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXAttribute[name.name=/^aria-(roledescription|description|valuetext|placeholder)$/] :matches(Literal[value=/[A-Za-z]/], TemplateLiteral)",
          message: "user-visible text belongs in the message catalogs (src/content/locales/)",
        },
      ],
    },
  },
  {
    // Translations use their languages' typography: no-break spaces (French).
    files: ["src/content/locales/**"],
    rules: {
      "no-irregular-whitespace": [
        "error",
        { skipStrings: true, skipTemplates: true, skipJSXText: true },
      ],
    },
  },
  {
    // Node scripts; code passed to page.evaluate() runs in the browser.
    files: ["scripts/**", "server/**", "tests/**", "a11y/**", "*.config.{js,ts}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["tests/e2e/**", "a11y/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
