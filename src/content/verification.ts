/**
 * The download page's figures and commands that are not words: the
 * PowerShell line, the installer size in megabytes for the JSON-LD. Words:
 * locales/<locale>/verification.ts and verification-guide.ts.
 */

/**
 * Megabytes as Windows Explorer shows them: 1 MB = 1,048,576 bytes, three
 * significant digits, cut rather than rounded (19,293,184 bytes are
 * "18.3 MB", never 18.4). `digits`: the decimals to show.
 */
export function megabytesOf(bytes: number): { value: number; digits: number } {
  const megabytes = bytes / 1024 ** 2;
  const digits = megabytes >= 100 ? 0 : megabytes >= 10 ? 1 : 2;
  return { value: Math.floor(megabytes * 10 ** digits) / 10 ** digits, digits };
}

/** "18.3 MB" (the JSON-LD fileSize, read by machines: not translated). */
export function formatMegabytes(bytes: number): string {
  const { value, digits } = megabytesOf(bytes);
  return `${value.toFixed(digits)} MB`;
}

/**
 * The PowerShell line that checks a download: it prints True when the file's
 * SHA-256 is the published one (PowerShell compares strings ignoring case).
 */
export const powershellCheck = (fileName: string, sha256: string) =>
  `(Get-FileHash "$HOME\\Downloads\\${fileName}" -Algorithm SHA256).Hash -eq "${sha256}"`;

/** The browsers whose download warning the first install step shows: brand names, the same in every language. */
export const browserNames = { edge: "Microsoft Edge", chrome: "Google Chrome" } as const;
