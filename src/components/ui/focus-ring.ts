import { tv } from "tailwind-variants/lite";

/**
 * The focus ring (the `focus-ring` utility of src/styles/app.css) for
 * react-aria components, fed with their isFocusVisible render prop; the
 * browser's own outline is off otherwise. Kept apart from
 * src/lib/focus-ring.ts so that pages whose first render uses no react-aria
 * component load no tailwind-variants.
 */
export const focusRing = tv({
  variants: {
    isFocusVisible: {
      false: "outline-0",
      true: "focus-ring",
    },
  },
});
