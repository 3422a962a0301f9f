import { Fragment } from "react";
import { winget } from "../../content/site";
import { wingetInstallCommand } from "../../lib/winget";
import { useMessages } from "../../i18n/catalog";
import { CommandBlock } from "./command-block";

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
      <CommandBlock command={command} what={text.commandWhat} name={text.copyCommandName} beside>
        <Wrapped command={command} />
      </CommandBlock>
    </section>
  );
}
