import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import i18next from "eslint-plugin-i18next";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-*",
      "node_modules",
      "test-results",
      "playwright-report",
      "bench-results",
      "src/features/theme/theme-script.js",
      "src/entry-loader.js",
      ".tmp",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
    files: ["scripts/**", "server/**", "tests/**", "*.config.{js,ts}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
