import { requirements } from "../../site";
import common from "./common";
import { f } from "./format";

/**
 * The static text of the download page: the lead and notices, the release
 * facts, how to check a download, what SmartScreen's warning means, the
 * install steps. Its code never loads with the prerendered page (static
 * parts), so it lives apart from verification.ts.
 */
export default {
  lead: "Free, with no registration. Before you open the installer, take a minute to check it is the genuine file: this page shows you how.",
  sampleNotice: {
    title: "These release details are samples",
    body: "The version, date, file names, sizes and SHA-256 checksums on this page are sample values, not a published release. Do not use them to check a file you downloaded.",
  },
  legacyNotice: `This PC seems to run an older version of Windows. ${common.productFullName} needs ${common.windowsOrLater}: the installer will not run on Windows 7 or 8.`,
  downloadsTitle: "Download the installer",
  facts: {
    label: "About this release",
    version: "Version",
    released: "Released",
    requires: "Requires",
    architectures: "Processors",
  },
  check: {
    title: "Check the file before you open it",
    intro:
      "Two checks, a minute each. The checksum proves the file is exactly the one listed here; the publisher’s digital signature proves who made it.",
    checksumTitle: "1. Compare the SHA-256 checksum",
    checksumSteps: [
      "Open PowerShell: press the Windows key, type PowerShell, and press Enter.",
      "Paste the line for your file and press Enter. It expects the file in your Downloads folder; if you saved it elsewhere, change the folder in the line.",
    ],
    checksumResult:
      "PowerShell prints True when the file is genuine. False means it is not the file on this page: do not open it.",
    publisherTitle: "2. Check the publisher",
    publisher: (name: string) =>
      `Right-click the file, choose Properties, then the Digital Signatures tab: the name of the signer must be “${name}” exactly. Windows shows the same publisher name in its security prompts.`,
  },
  smartScreen: {
    title: "If Windows says “Windows protected your PC”",
    intro:
      "Microsoft Defender SmartScreen shows this blue window for apps that few people have downloaded yet, which is common for a new release. It does not say the file is harmful; it says Windows does not know it well yet.",
    steps: (name: string) => [
      "Check the checksum first, as above.",
      "Select More info.",
      `Check that Publisher reads “${name}” and App reads the name of the file you downloaded.`,
      "Select Run anyway.",
    ],
    stopTitle: "Stop, and delete the file, if:",
    stop: (name: string) => [
      "PowerShell prints False, or the checksum differs from the one on this page.",
      `The publisher is “Unknown publisher” or any name but “${name}” (in the signature or in the blue window).`,
      "The file came from anywhere but this page: another download site, an e-mail or a message.",
    ],
    stopAfter: "Download it again from this page and check it again.",
  },
  install: {
    title: "Install in three steps",
    steps: [
      "Open the file you downloaded, from your browser’s downloads or your Downloads folder.",
      requirements.adminRightsNeeded
        ? "Follow the installer. Windows asks for an administrator’s permission."
        : "Follow the installer. It needs no admin rights: it installs for your Windows account only.",
      `Open ${common.productName} from the Start menu and plan your first week.`,
    ],
  },
  /** "Processor: x64 or ARM64". */
  processorRequirement: (names: string[]) => `Processor: ${f.list(names, "disjunction")}`,
};
