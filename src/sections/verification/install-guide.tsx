import { requirementItems, requirementsTitle } from "../../content/download-choice";
import { downloadChoice } from "../../content/download-choice";
import { release } from "../../content/release";
import { verificationContent } from "../../content/verification";
import { CheckIcon } from "../../components/ui/icons";
import { installerList } from "../../lib/release-record";

const headingClass = "mt-14 text-2xl font-semibold tracking-tight";

/** The three install steps and the system requirements (from src/content/site.ts). */
export function InstallGuide() {
  const text = verificationContent;
  const processors = installerList(release).map(
    ({ arch }) => downloadChoice.architectureNames[arch],
  );
  const requirements = [
    ...requirementItems,
    { id: "processor", label: text.processorRequirement(processors) },
  ];
  return (
    <>
      <section aria-labelledby="install">
        <h2 id="install" className={headingClass}>
          {text.install.title}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 ps-6 leading-relaxed">
          {text.install.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="requirements">
        <h2 id="requirements" className={headingClass}>
          {requirementsTitle}
        </h2>
        <ul className="mt-4 space-y-2">
          {requirements.map((item) => (
            <li key={item.id} className="flex gap-3">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-(--color-accent)" />
              <span>{item.label}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
