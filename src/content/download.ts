import { marketingFigures, requirements } from "./site";
import type { TextItem } from "./download-choice";

export interface TrustBadge {
  id: string;
  icon: "star" | "users" | "hard-drive" | "lock";
  label: string;
}

export const downloadIntro = {
  title: "Bring calm to your calendar",
  lead: "Download the app, open it, and plan your first week in minutes. It costs nothing, today or later.",
  downloadLabel: "Download for Windows",
  note: `Free · ${requirements.osShort} · ${requirements.freeSpaceMb} MB`,
} as const;

export const benefitsTitle = "What you get";

export const benefitItems: readonly TextItem[] = [
  { id: "free", label: "Every feature, free, with no registration" },
  { id: "views", label: "Daily, Weekly, Monthly and Yearly views" },
  { id: "sync", label: "Sync with Google Calendar and Outlook" },
  { id: "offline", label: "Works offline; your data stays yours" },
];

/** Trust badges: the spec's figures and the privacy policy's statements, nothing more. */
export const trustBadges: readonly TrustBadge[] = [
  { id: "rating", icon: "star", label: `Rated ${marketingFigures.reviewScore}` },
  { id: "users", icon: "users", label: `${marketingFigures.users} users` },
  { id: "local", icon: "hard-drive", label: "Data stored on your PC" },
  { id: "sync", icon: "lock", label: "Optional encrypted sync" },
];
