/** Heading styles of the download page's parts. */
export const verificationHeading =
  "mt-20 font-display text-fit-3xl font-semibold tracking-tight text-balance sm:mt-28";
export const verificationSubheading = "mt-10 text-lg font-semibold";
