/**
 * The download page's figures and commands that are not words: the
 * PowerShell line, the installer size in megabytes for the JSON-LD. Words:
 * locales/<locale>/verification.ts and verification-guide.ts.
 */

/** "18.4 MB" (the JSON-LD fileSize, read by machines: not translated). 1 MB = 1,048,576 bytes, as Explorer counts. */
export const formatMegabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/** Megabytes as Windows Explorer counts them (1 MB = 1,048,576 bytes), for a formatter. */
export const megabytesOf = (bytes: number) => Math.round((bytes / 1024 ** 2) * 10) / 10;

/**
 * The PowerShell line that checks a download: it prints True when the file's
 * SHA-256 is the published one (PowerShell compares strings ignoring case).
 */
export const powershellCheck = (fileName: string, sha256: string) =>
  `(Get-FileHash "$HOME\\Downloads\\${fileName}" -Algorithm SHA256).Hash -eq "${sha256}"`;

/** The browsers whose download warning the first install step shows: brand names, the same in every language. */
export const browserNames = { edge: "Microsoft Edge", chrome: "Google Chrome" } as const;
