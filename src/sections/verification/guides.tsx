import { requirementIds } from "../../content/site";
import { release } from "../../content/release";
import { installerList } from "../../content/release-types";
import { useMessages } from "../../i18n/catalog";
export { guideMessages as messages } from "./guide";
import { CheckIcon } from "../../components/ui/icons";
import { verificationHeading } from "./styles";

/**
 * Static part (never hydrated): what SmartScreen's warning means and when
 * not to go on, the three install steps, the system requirements (from
 * src/content/site.ts, with the release's processors).
 */
export default function Guides() {
  const guide = useMessages("verification-guide");
  const choice = useMessages("download-choice");
  const smart = guide.smartScreen;
  const install = guide.install;
  const processors = installerList(release).map(({ arch }) => choice.architectureNames[arch]);
  const requirements = [
    ...requirementIds.map((id) => ({ id, label: choice.requirements[id] })),
    { id: "processor", label: guide.processorRequirement(processors) },
  ];
  return (
    <>
      <section aria-labelledby="smartscreen">
        <h2 id="smartscreen" className={verificationHeading}>
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
      <section aria-labelledby="install">
        <h2 id="install" className={verificationHeading}>
          {install.title}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 ps-6 leading-relaxed">
          {install.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="requirements">
        <h2 id="requirements" className={verificationHeading}>
          {choice.requirementsTitle}
        </h2>
        <ul className="mt-4 space-y-2">
          {requirements.map((item) => (
            <li key={item.id} className="flex gap-3">
              <CheckIcon className="mt-0.5 size-5 text-(--color-accent)" />
              <span className="min-w-0">{item.label}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
