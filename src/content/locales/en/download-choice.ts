import { requirements } from "../../site";
import common from "./common";
import { f } from "./format";

const space = f.unit(requirements.freeSpaceMb, "megabyte");

/**
 * The platform-aware download block (hero, download section, download
 * page), the send-to-PC panel, its copy, share and reminder buttons, and
 * the system requirements. Plain data (JSON): the pages that show the block
 * carry it in their HTML. Placeholders in braces: "{what}", "{url}".
 */
export default {
  /** Appended to the button label when the release has more than one installer. */
  architectureNames: { x64: "x64", arm64: "ARM64" },
  /** The download button's detail when the release has more than one installer: "(x64)". */
  architectureDetail: "({architecture})",
  /** Windows 7, 8 and 8.1: the button still works; this says why it will not help. */
  legacyNote: `Needs ${common.windowsOrLater}. This PC seems to run an older version of Windows.`,
  /** Phones, tablets, Macs, Linux, ChromeOS: no pretending, a next step instead. */
  elsewhere: {
    title: "Made for Windows PCs",
    body: `Send yourself the link, then install it on your ${common.windowsVersions} PC.`,
    /** What is copied, in "Link copied.". */
    linkLabel: "Link",
    /** What the address shown on the card is, for screen readers: "Download page address: …". */
    addressLabel: "Download page address",
    copyLink: "Copy link",
    /** The copy button's whole accessible name (its visible label is part of it: WCAG 2.5.3). */
    copyLinkName: "Copy link to the download page",
    share: "Share link",
    remind: "Remind me on my PC",
    remindHint: "Adds a 15-minute event at 7 PM to your calendar, with the link.",
    downloadPage: "Download page",
  },
  /** The copy button's label and messages (spoken politely and shown). */
  copy: {
    button: "Copy",
    copiedButton: "Copied",
    /** {what}: "Link", "SHA-256", "Command". */
    copied: "{what} copied.",
    failed:
      "Could not copy automatically, so the text is selected: press Ctrl+C (⌘C on a Mac), or use your device’s Copy command.",
  },
  /** Messages of the share and reminder buttons. */
  actions: {
    shareFailed: "Sharing did not work here. Copy the link instead.",
    reminderSaved:
      "Calendar file saved. Open it to add the reminder to your calendar, then open the link on your PC.",
    reminderFailed: "Could not make the calendar file here. Copy the link instead.",
  },
  /** The "remind me on my PC" event (an .ics file the visitor's calendar opens). */
  reminder: {
    summary: `Install ${common.productFullName}`,
    description: `On your Windows PC, open {url} to download ${common.productFullName}: free, no registration, ${common.windowsOrLater}.`,
  },
  requirementsTitle: "System requirements",
  requirements: {
    os: common.windowsOrLater,
    space: `${space} free space`,
    admin: requirements.adminRightsNeeded ? "Admin rights needed" : "No admin rights needed",
  },
};
