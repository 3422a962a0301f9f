/**
 * The focus ring (the `focus-ring` utility of src/styles/app.css) for plain
 * elements, through :focus-visible.
 */
export const focusVisibleRing = "focus-visible:focus-ring";
