import { useId } from "react";
import { release } from "../../content/release";
import { powershellCheck, verificationContent } from "../../content/verification";
import { CopyButton } from "../../features/download/copy-button";
import { installerList, type Installer } from "../../lib/release-record";
import { SampleMark } from "./sample-mark";

const headingClass = "mt-14 text-2xl font-semibold tracking-tight";
const subheadingClass = "mt-8 text-lg font-semibold";

function CommandLine({ installer }: { installer: Installer }) {
  const id = useId();
  const text = verificationContent.check;
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

/** How to check the checksum and the publisher, and what SmartScreen's warning means. */
export function CheckGuide() {
  const text = verificationContent.check;
  const smart = verificationContent.smartScreen;
  return (
    <>
      <section aria-labelledby="check">
        <h2 id="check" className={headingClass}>
          {text.title}
        </h2>
        <p className="mt-3 max-w-[68ch] leading-relaxed">{text.intro}</p>
        <h3 className={subheadingClass}>{text.checksumTitle}</h3>
        <ol className="mt-3 list-decimal space-y-2 ps-6 leading-relaxed">
          {text.checksumSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {installerList(release).map((installer) => (
          <CommandLine key={installer.arch} installer={installer} />
        ))}
        <p className="mt-4 max-w-[68ch] leading-relaxed">{text.checksumResult}</p>
        <h3 className={subheadingClass}>{text.publisherTitle}</h3>
        <p className="mt-3 max-w-[68ch] leading-relaxed">
          {text.publisher(release.publisher)}
          <SampleMark field="publisher" />
        </p>
      </section>

      <section aria-labelledby="smartscreen">
        <h2 id="smartscreen" className={headingClass}>
          {smart.title}
        </h2>
        <p className="mt-3 max-w-[68ch] leading-relaxed">{smart.intro}</p>
        <ol className="mt-4 list-decimal space-y-2 ps-6 leading-relaxed">
          {smart.steps(release.publisher).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="mt-6 rounded-lg border-2 border-(--color-event-holiday) bg-(--color-surface) p-5">
          <h3 className="font-semibold">{smart.stopTitle}</h3>
          <ul className="mt-2 list-disc space-y-1.5 ps-6 leading-relaxed">
            {smart.stop(release.publisher).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-3 leading-relaxed">{smart.stopAfter}</p>
        </div>
      </section>
    </>
  );
}
