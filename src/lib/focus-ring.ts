/**
 * The one focus ring (the `focus-ring` utility of src/styles/app.css). For
 * plain elements, through :focus-visible:
 */
export const focusVisibleRing = "focus-visible:focus-ring";

/**
 * For react-aria components, as tailwind-variants variants fed with their
 * isFocusVisible render prop (the browser's own outline off otherwise):
 * `tv({ base, variants: { ...focusRing } })`. Plain data, so that start-up
 * code, which uses none, loads no tailwind-variants.
 */
export const focusRing = {
  isFocusVisible: { false: "outline-0", true: "focus-ring" },
} as const;
