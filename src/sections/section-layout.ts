/**
 * The landing sections' one rhythm: the same width, side padding and space
 * above and below each (5 and 7 rem on the 4 px scale), so the gaps between
 * sections match.
 */
export const sectionBody = "mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28";
