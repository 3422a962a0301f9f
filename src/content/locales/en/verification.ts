import common from "./common";

/**
 * The download page (/verification.html): its head, title and the parts that
 * hydrate (installer cards, PowerShell lines, the notice for visitors away
 * from a Windows PC). Plain data (JSON), carried in the page's HTML.
 * Placeholders in braces: "{file}", "{megabytes}", "{bytes}".
 * The explanations that never hydrate are in verification-guide.ts.
 */
export default {
  meta: {
    title: `Download and verify — ${common.productFullName}`,
    description: `Download ${common.productFullName}, check the installer’s SHA-256 checksum and publisher, get past SmartScreen’s warning safely, and install it in three steps.`,
  },
  title: `Download ${common.productFullName}`,
  /** The tag beside each sample value (the notice itself is in verification-guide.ts). */
  sampleMark: "sample",
  elsewhereTitle: "You are not on a Windows PC",
  elsewhereBody: `${common.productFullName} installs on ${common.windowsVersions}. Copy the link to this page and open it on your PC.`,
  installerTitles: {
    x64: { title: "Windows on x64", detail: "Most PCs: Intel or AMD processors" },
    arm64: { title: "Windows on ARM", detail: "ARM64 PCs, such as Snapdragon laptops" },
  },
  installer: {
    download: "Download for Windows",
    fileName: "File",
    size: "Size",
    /** As Windows Explorer shows it: "18.3 MB (19,293,184 bytes)". */
    sizeValue: "{megabytes} ({bytes} bytes)",
    sha256: "SHA-256",
    recommended: "Recommended for this PC",
    /** The copy button's whole accessible name (its visible label is part of it: WCAG 2.5.3). */
    copyName: "Copy the SHA-256 checksum of {file}",
  },
  whichOne:
    "Not sure which one? Open Settings, then System, then About: “System type” says x64-based or ARM-based processor.",
  commands: {
    commandFor: "For {file}:",
    commandWhat: "Command",
    copyCommandName: "Copy the PowerShell check for {file}",
  },
  /** The link from the release facts to the release notes page. */
  releaseNotes: "What’s new in version {version}",
  /** The terminal alternative to the download button: winget, the Windows Package Manager. */
  winget: {
    title: "Install from a terminal",
    lead: "Prefer the command line? winget, the Windows Package Manager of Windows 10 and 11, installs the app with one command, and “winget upgrade” keeps it up to date.",
    commandWhat: "Command",
    /** The copy button's whole accessible name (its visible label, “Copy”, is part of it). */
    copyCommandName: "Copy the winget install command",
  },
};
