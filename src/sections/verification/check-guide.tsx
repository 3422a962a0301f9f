import { useId } from "react";
import { release } from "../../content/release";
import { installerList, type Installer } from "../../content/release-types";
import { powershellCheck, verificationContent } from "../../content/verification";
import { CopyButton } from "../../features/download/copy-button";

function CommandLine({ installer }: { installer: Installer }) {
  const id = useId();
  const text = verificationContent.commands;
  const command = powershellCheck(installer.fileName, installer.sha256);
  return (
    <div className="mt-4">
      <p className="text-sm font-medium">{text.commandFor(installer.fileName)}</p>
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
          context={text.copyCommandContext(installer.fileName)}
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
