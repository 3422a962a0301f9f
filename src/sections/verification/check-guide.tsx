import { release } from "../../content/release";
import { installerList, type Installer } from "../../content/release-types";
import { powershellCheck } from "../../content/verification";
import { useMessages } from "../../i18n/catalog";
import { CommandBlock } from "./command-block";
import { FileName } from "./fill-nodes";
import { formatMessage, formatNodes } from "../../i18n/message";

/**
 * The command as it wraps: only at its spaces, and inside its quoted path and
 * checksum where those are longer than the line; never inside a word such as
 * Get-FileHash or .Hash.
 */
function Wrapped({ command }: { command: string }) {
  return command.split(/("[^"]*")/).map((part, index) =>
    part.startsWith('"') ? (
      <span key={index} className="[overflow-wrap:anywhere]">
        {part}
      </span>
    ) : (
      part.split(/( )/).map((word, at) =>
        word === " " || !word ? (
          word
        ) : (
          <span key={`${index}-${at}`} className="whitespace-nowrap">
            {word}
          </span>
        ),
      )
    ),
  );
}

function CommandLine({ installer }: { installer: Installer }) {
  const text = useMessages("verification").commands;
  const command = powershellCheck(installer.fileName, installer.sha256);
  return (
    <div className="mt-4">
      <p className="text-sm font-medium">
        {formatNodes(text.commandFor, { file: <FileName name={installer.fileName} /> })}
      </p>
      <CommandBlock
        command={command}
        what={text.commandWhat}
        name={formatMessage(text.copyCommandName, { file: installer.fileName })}
      >
        <Wrapped command={command} />
      </CommandBlock>
    </div>
  );
}

/** The PowerShell line that checks each installer, with a copy button. */
export function CommandLines() {
  return (
    <>
      {installerList(release).map((installer) => (
        <CommandLine key={installer.arch} installer={installer} />
      ))}
    </>
  );
}
