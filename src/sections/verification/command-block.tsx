import { useId, type ReactNode } from "react";
import { CopyButton } from "../../features/download/copy-button";

interface CommandBlockProps {
  /** The command as copied. */
  command: string;
  /** The command as shown, with its wrapping points. */
  children: ReactNode;
  /** The copy button's visible object ("Command"), and its whole accessible name. */
  what: string;
  name: string;
  /** The copy button beside the command where there is room (else below it). */
  beside?: boolean;
}

/**
 * A command to type in a terminal (PowerShell's check, winget's install),
 * left to right in every language, with a copy button that needs JavaScript.
 */
export function CommandBlock({ command, children, what, name, beside = false }: CommandBlockProps) {
  const id = useId();
  const block = (
    <pre
      dir="ltr"
      className={`${beside ? "min-w-0 flex-1 basis-64" : "mt-2"} rounded-md border border-(--color-border) bg-(--color-surface-2) p-3 text-sm whitespace-normal`}
    >
      <code id={id} className="font-mono">
        {children}
      </code>
    </pre>
  );
  const copy = <CopyButton text={command} targetId={id} what={what} name={name} />;
  if (!beside)
    return (
      <>
        {block}
        <div data-needs="js" className="mt-2">
          {copy}
        </div>
      </>
    );
  return (
    <div className="mt-4 flex flex-wrap items-start gap-3">
      {block}
      <div data-needs="js">{copy}</div>
    </div>
  );
}
