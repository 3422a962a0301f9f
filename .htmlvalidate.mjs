/**
 * html-validate configuration for the built pages (tests/e2e/html-validate.spec.ts;
 * CLI: `npx html-validate --config .htmlvalidate.mjs dist/*.html`).
 * Every rule turned off or relaxed says why.
 */
/** @type {import("html-validate").ConfigData} */
export default {
  extends: ["html-validate:recommended"],
  elements: ["html5"],
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
    // React writes boolean attributes as disabled="" (valid HTML); check
    // that every boolean attribute is written that one way.
    "attribute-boolean-style": ["error", { style: "empty" }],
    // A list (or other element whose role takes a name) may carry
    // aria-label/aria-labelledby (ARIA in HTML allows it; screen readers
    // announce "Requirements, list, 4 items"). Still flags names on roles
    // that cannot take one, such as a plain <div> or <span>.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // react-aria's calendar hooks write role="gridcell" on the grid's <td>
    // (the APG date grid); a redundant role changes nothing for anyone.
    "no-redundant-role": "off",
    // The calendar's day cells are <div role="button"> inside gridcells
    // (the APG date grid); other roles still have to use native elements.
    "prefer-native-element": ["error", { exclude: ["button"] }],
  },
};
