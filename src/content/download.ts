/** The download call-to-action: benefits, trust badges and the FAQ. Words: locales/<locale>/download.ts. */

export const benefitIds = ["free", "views", "sync", "offline"] as const;

/** Trust badges: the spec's figures and the privacy policy's statements, nothing more. */
export const trustBadges = [
  { id: "rating", icon: "star" },
  { id: "users", icon: "users" },
  { id: "local", icon: "hard-drive" },
  { id: "sync", icon: "lock" },
] as const satisfies readonly { id: string; icon: "star" | "users" | "hard-drive" | "lock" }[];

/** The four questions of the download section. */
export const faqIds = ["free", "windows", "sync", "data"] as const;

export type TrustBadge = (typeof trustBadges)[number];

export interface DownloadCopy {
  intro: { title: string; lead: string; downloadLabel: string; note: string };
  trustLabel: string;
  benefitsTitle: string;
  benefits: Record<(typeof benefitIds)[number], string>;
  badges: Record<TrustBadge["id"], string>;
  faqTitle: string;
  faq: Record<(typeof faqIds)[number], { question: string; answer: string }>;
}
