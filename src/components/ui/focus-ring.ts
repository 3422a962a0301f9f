import { tv } from "tailwind-variants/lite";

/**
 * The focus ring of src/lib/focus-ring.ts for react-aria-components, fed
 * with their isFocusVisible render prop. Kept apart so that pages whose
 * first render uses no RAC component load no tailwind-variants.
 */
export const focusRing = tv({
  base: "outline-offset-2 outline-(--color-ring) forced-colors:outline-[Highlight]",
  variants: {
    isFocusVisible: {
      false: "outline-0",
      true: "outline-2 outline-solid",
    },
  },
});
