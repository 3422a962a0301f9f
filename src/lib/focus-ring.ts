import { tv } from "tailwind-variants/lite";

/** The one focus ring: 2 px in --color-ring with an offset, Highlight in forced colors. */
export const focusRing = tv({
  base: "outline-offset-2 outline-(--color-ring) forced-colors:outline-[Highlight]",
  variants: {
    isFocusVisible: {
      false: "outline-0",
      true: "outline-2 outline-solid",
    },
  },
});

/** For plain elements (not RAC): the same ring via :focus-visible. */
export const focusVisibleRing =
  "outline-offset-2 outline-(--color-ring) focus-visible:outline-2 focus-visible:outline-solid forced-colors:outline-[Highlight]";
