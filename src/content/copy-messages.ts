/** The copy button's label and messages (spoken politely and shown). */
export const copyMessages = {
  copied: (what: string) => `${what} copied.`,
  copyFailed: () =>
    "Could not copy automatically, so the text is selected: press Ctrl+C (⌘C on a Mac), or use your device’s Copy command.",
  copyButton: "Copy",
  copiedButton: "Copied",
} as const;
