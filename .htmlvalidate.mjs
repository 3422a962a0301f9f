/**
 * html-validate configuration for the built pages (tests/e2e/html-validate.spec.ts;
 * CLI: `npx html-validate --config .htmlvalidate.mjs dist/*.html`).
 * Every rule turned off or relaxed says why.
 */
/** @type {import("html-validate").ConfigData} */
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // Style, not validity: index.html (formatted by Prettier) writes a
    // lowercase doctype, which HTML treats the same.
    "doctype-style": "off",
    // Style, not validity: Prettier and our head writer close void elements
    // as <meta ... />; HTML parses both forms the same.
    "void-style": "off",
    // React's server renderer writes some attributes camel-cased
    // (dateTime on <time>); HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React's useId makes ids such as "_R_4_". They are valid HTML ids (no
    // whitespace, unique); the strict mode also wants CSS-identifier ids.
    "valid-id": ["error", { relaxed: true }],
    // react-aria writes style attributes into server HTML (visually hidden
    // text); the CSP allows style attributes only, see
    // docs/decisions/003-content-security-policy.md. Our code writes none.
    "no-inline-style": "off",
  },
};
