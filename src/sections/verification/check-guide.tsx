import { useId } from "react";
import { release } from "../../content/release";
import { installerList, type Installer } from "../../content/release-types";
import { fill } from "../../content/locales/format";
import { powershellCheck } from "../../content/verification";
import { useMessages } from "../../i18n/catalog";
import { CopyButton } from "../../features/download/copy-button";

function CommandLine({ installer }: { installer: Installer }) {
  const id = useId();
  const text = useMessages("verification").commands;
  const command = powershellCheck(installer.fileName, installer.sha256);
  return (
    <div className="mt-4">
      <p className="text-sm font-medium">{fill(text.commandFor, { file: installer.fileName })}</p>
      <pre
        dir="ltr"
        className="mt-2 rounded-md border border-(--color-border) bg-(--color-surface-2) p-3 text-sm whitespace-pre-wrap"
      >
        <code id={id} className="font-mono break-all">
          {command}
        </code>
      </pre>
      <div data-needs="js" className="mt-2">
        <CopyButton
          text={command}
          targetId={id}
          what={text.commandWhat}
          context={fill(text.copyCommandContext, { file: installer.fileName })}
        />
      </div>
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
