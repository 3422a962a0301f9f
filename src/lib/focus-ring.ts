/**
 * The one focus ring: 2 px in --color-ring with a 2 px offset, Highlight in
 * forced colors. For plain elements, through :focus-visible.
 */
export const focusVisibleRing =
  "outline-offset-2 outline-(--color-ring) focus-visible:outline-2 focus-visible:outline-solid forced-colors:outline-[Highlight]";
