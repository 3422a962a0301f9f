import { Fragment, useId } from "react";
import { winget } from "../../content/site";
import { wingetInstallCommand } from "../../lib/winget";
import { useMessages } from "../../i18n/catalog";
import { CopyButton } from "../../features/download/copy-button";

/**
 * The command as it may wrap: at its spaces, and after a dot of the package
 * identifier; never inside "install" or "Calendar". Only a part longer than a
 * phone's line at large text ("CalendarSoftware") may break anywhere.
 */
function Wrapped({ command }: { command: string }) {
  return command.split(" ").map((token, index) => (
    <Fragment key={index}>
      {index > 0 && " "}
      {token.split(/(?<=\.)/).map((part, at) => (
        <Fragment key={at}>
          {at > 0 && <wbr />}
          <span className={part.length > 14 ? "[overflow-wrap:anywhere]" : "whitespace-nowrap"}>
            {part}
          </span>
        </Fragment>
      ))}
    </Fragment>
  ));
}

/**
 * The terminal alternative to the download button: the `winget install`
 * command (the package identifier of src/content/site.ts) with a copy button.
 * A quiet card after the install steps: a second way, not a rival button.
 */
export function WingetCommand() {
  const id = useId();
  const text = useMessages("verification").winget;
  const command = wingetInstallCommand(winget.packageIdentifier);
  return (
    <section
      aria-labelledby="winget"
      className="mt-16 rounded-lg border border-(--color-border) bg-(--color-surface) p-[min(1.25rem,5vw)] sm:mt-20 sm:p-6"
    >
      <h2 id="winget" className="text-xl font-semibold tracking-tight">
        {text.title}
      </h2>
      <p className="mt-2 max-w-[68ch] text-pretty text-(--color-muted)">{text.lead}</p>
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <pre
          dir="ltr"
          className="min-w-0 flex-1 basis-64 rounded-md border border-(--color-border) bg-(--color-surface-2) p-3 text-sm whitespace-normal"
        >
          <code id={id} className="font-mono">
            <Wrapped command={command} />
          </code>
        </pre>
        <div data-needs="js">
          <CopyButton
            text={command}
            targetId={id}
            what={text.commandWhat}
            name={text.copyCommandName}
          />
        </div>
      </div>
    </section>
  );
}
