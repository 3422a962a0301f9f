import type { Architecture } from "./release-types";
import { requirements, site } from "./site";

/** Size as Windows Explorer shows it: "18.4 MB (19,293,184 bytes)" (1 MB = 1,048,576 bytes). */
export const formatSize = (bytes: number) =>
  `${(bytes / 1024 ** 2).toFixed(1)} MB (${new Intl.NumberFormat("en-US").format(bytes)} bytes)`;

/** "18.4 MB" alone (the JSON-LD fileSize and short mentions). */
export const formatMegabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/**
 * The PowerShell line that checks a download: it prints True when the file's
 * SHA-256 is the published one (PowerShell compares strings ignoring case).
 */
export const powershellCheck = (fileName: string, sha256: string) =>
  `(Get-FileHash "$HOME\\Downloads\\${fileName}" -Algorithm SHA256).Hash -eq "${sha256}"`;

export const installerTitles: Record<Architecture, { title: string; detail: string }> = {
  x64: { title: "Windows on x64", detail: "Most PCs: Intel or AMD processors" },
  arm64: { title: "Windows on ARM", detail: "ARM64 PCs, such as Snapdragon laptops" },
};

export const verificationContent = {
  title: `Download ${site.productFullName}`,
  /** The tag beside each sample value (the notice itself is in verification-guide.ts). */
  sampleMark: "sample",
  elsewhereTitle: "You are not on a Windows PC",
  elsewhereBody: `${site.productFullName} installs on ${requirements.osShort}. Copy the link to this page and open it on your PC.`,
  installer: {
    download: "Download for Windows",
    fileName: "File",
    size: "Size",
    sha256: "SHA-256",
    recommended: "Recommended for this PC",
    copyContext: (fileName: string) => ` the SHA-256 checksum of ${fileName}`,
  },
  whichOne:
    "Not sure which one? Open Settings, then System, then About: “System type” says x64-based or ARM-based processor.",
  /** The PowerShell lines (the rest of the check is in verification-guide.ts). */
  commands: {
    commandFor: (fileName: string) => `For ${fileName}:`,
    commandWhat: "Command",
    copyCommandContext: (fileName: string) => ` the PowerShell check for ${fileName}`,
  },
} as const;
