import type { Architecture } from "./release-types";
import { requirements, site } from "./site";

/**
 * The platform-aware download block (hero, download section, verification
 * page): what each kind of visitor sees next to or instead of the button.
 */
export const downloadChoice = {
  /** Appended to the button label when the release has more than one installer. */
  architectureNames: { x64: "x64", arm64: "ARM64" } satisfies Record<Architecture, string>,
  /** Windows 7, 8 and 8.1: the button still works; this says why it will not help. */
  legacyNote: `Needs ${requirements.os}. This PC seems to run an older version of Windows.`,
  /** Phones, tablets, Macs, Linux, ChromeOS: no pretending, a next step instead. */
  elsewhere: {
    title: "Made for Windows PCs",
    body: `${site.productFullName} runs on ${requirements.osShort}. Send yourself the download link and install it on your PC.`,
    linkLabel: "Link",
    copyLink: "Copy link",
    copyLinkContext: " to the download page",
    share: "Share link",
    remind: "Remind me on my PC",
    remindHint: "Remind me adds a 15-minute event at 7 PM to your calendar, with the link.",
    downloadPage: "Download page",
  },
} as const;

/**
 * System requirements, shown by the download section and the download page:
 * here, in the start-up chunk both already load, rather than in a chunk the
 * two would share.
 */
export interface TextItem {
  id: string;
  label: string;
}

export const requirementsTitle = "System requirements";

/** Spec §1: Windows 10 or later, 50 MB free space, no admin rights needed. */
export const requirementItems: readonly TextItem[] = [
  { id: "os", label: requirements.os },
  { id: "space", label: `${requirements.freeSpaceMb} MB free space` },
  {
    id: "admin",
    label: requirements.adminRightsNeeded ? "Admin rights needed" : "No admin rights needed",
  },
];
