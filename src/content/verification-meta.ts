import { site } from "./site";

/**
 * The <head> of /verification.html. Apart from the page's copy
 * (verification.ts) because the route table, loaded by every page, needs it.
 */
export const verificationMeta = {
  title: `Download and verify — ${site.productFullName}`,
  description: `Download ${site.productFullName}, check the installer’s SHA-256 checksum and publisher, get past SmartScreen’s warning safely, and install it in three steps.`,
} as const;
