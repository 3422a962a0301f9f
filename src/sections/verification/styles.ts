/** Heading styles of the download page's parts. */
export const verificationHeading = "mt-14 text-2xl font-semibold tracking-tight";
export const verificationSubheading = "mt-8 text-lg font-semibold";
