import { useEffect, useRef, useState } from "react";
import { useMessages } from "../../i18n/catalog";
import { CheckIcon, icon } from "../../components/ui/icons";
import { actionButton } from "./action-button";
import { selectContents } from "./select-contents";
import { useAnnouncement } from "./use-announcement";
import { formatMessage } from "../../i18n/message";

// Here rather than in icons.tsx, which ships with every page.
const CopyIcon = icon(
  "CopyIcon",
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </>,
);

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The element showing the text: selected for copying by hand when the clipboard is refused. */
  targetId: string;
  /** What is copied, for the messages: "SHA-256", "Link", "Command". */
  what: string;
  /** Visible label (default: "Copy" in the page's language). */
  label?: string;
  /**
   * The whole accessible name, one message per language that contains the
   * visible label (WCAG 2.5.3): "Copy the SHA-256 checksum of x.exe",
   * "SHA-256-Prüfsumme von x.exe kopieren". By default, the visible label.
   */
  name?: string;
  variant?: keyof typeof actionButton;
  /** Classes of the wrapper (the button and its message under it). */
  className?: string;
  /** The button fills the wrapper's width (in a row of equal actions). */
  wide?: boolean;
}

/**
 * Copies text with the Clipboard API and says so politely. When the
 * clipboard is missing or refused, it selects the text on the page and says
 * how to copy it; nothing is thrown.
 */
export function CopyButton({
  text,
  targetId,
  what,
  label,
  name,
  variant = "secondary",
  className = "",
  wide = false,
}: CopyButtonProps) {
  const messages = useMessages("download-choice").copy;
  const [message, announce] = useAnnouncement();
  const [copied, setCopied] = useState(false);
  const reset = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reset.current), []);

  async function copy() {
    window.clearTimeout(reset.current);
    try {
      if (typeof navigator.clipboard?.writeText !== "function") throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      setCopied(true);
      reset.current = window.setTimeout(() => setCopied(false), 2500);
      announce(formatMessage(messages.copied, { what }));
    } catch {
      setCopied(false);
      selectContents(document.getElementById(targetId));
      announce(messages.failed);
    }
  }

  const Icon = copied ? CheckIcon : CopyIcon;
  return (
    <span
      className={`inline-flex flex-col gap-1 ${wide ? "items-stretch" : "items-start"} ${className}`}
    >
      <button
        type="button"
        aria-label={name}
        onClick={() => void copy()}
        className={actionButton[variant]}
      >
        <Icon className="size-4" />
        {copied ? messages.copiedButton : (label ?? messages.button)}
      </button>
      <span role="status" className="text-sm text-(--color-muted)">
        {message}
      </span>
    </span>
  );
}
