import { requirements } from "./site";

export interface HeroBadge {
  id: string;
  label: string;
}

/** The hero's copy beyond the product name and tagline (those live in site.ts). */
export const heroContent = {
  eyebrow: "Free desktop calendar for Windows",
  badges: [
    { id: "free", label: "100% free" },
    { id: "no-registration", label: "No registration" },
    { id: "offline", label: "Works offline" },
  ] satisfies HeroBadge[],
  downloadLabel: "Download for Windows",
  compatibility: `Compatible with ${requirements.osShort}`,
  scrollLabel: "See the features",
} as const;
