/**
 * html-validate configuration for the built pages (tests/e2e/html-validate.spec.ts;
 * CLI: `npx html-validate --config .htmlvalidate.mjs dist/*.html`).
 * Every rule turned off or relaxed says why.
 */
/** @type {import("html-validate").ConfigData} */
export default {
  extends: ["html-validate:recommended"],
  elements: [
    "html5",
    // react-aria's Calendar grid writes cellPadding="0" on its <table>
    // (obsolete but harmless); every other deprecated attribute still fails.
    { table: { attributes: { cellpadding: { deprecated: false } } } },
  ],
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
    // React writes boolean attributes as disabled="" (valid HTML); check
    // that every boolean attribute is written that one way.
    "attribute-boolean-style": ["error", { style: "empty" }],
    // A list (or other element whose role takes a name) may carry
    // aria-label/aria-labelledby (ARIA in HTML allows it; screen readers
    // announce "Requirements, list, 4 items"). Still flags names on roles
    // that cannot take one, such as a plain <div> or <span>.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // react-aria writes explicit roles its patterns need (role="gridcell" on
    // the calendar's <td>); a redundant role changes nothing for anyone.
    "no-redundant-role": "off",
    // react-aria's calendar cells are <div role="button"> inside gridcells
    // (the APG date grid); other roles still have to use native elements.
    "prefer-native-element": ["error", { exclude: ["button"] }],
    // react-aria's Calendar renders a visually hidden <button aria-label="Next">
    // without type. The site has no <form> (CSP form-action 'none'), so no
    // button can submit anything.
    "no-implicit-button-type": "off",
    // react-aria collections render a hidden <template> copy of their content
    // in server HTML; html-validate counts the landmarks inside it twice.
    // Landmark uniqueness is checked on the rendered page by axe
    // (landmark-unique) on every route.
    "unique-landmark": "off",
  },
};
