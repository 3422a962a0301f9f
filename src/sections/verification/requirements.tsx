import { requirementIds } from "../../content/site";
import { release } from "../../content/release";
import { installerList } from "../../content/release-types";
import { useFormatter, useMessages } from "../../i18n/catalog";
import { formatMessage } from "../../i18n/message";
export { guideMessages as messages } from "./guide";
import { CheckIcon } from "../../components/ui/icons";
import { verificationHeading } from "./styles";

/** Static part (never hydrated): the system requirements (src/content/site.ts), with the release's processors. */
export default function Requirements() {
  const guide = useMessages("verification-guide");
  const choice = useMessages("download-choice");
  const { list } = useFormatter();
  const processors = list(
    installerList(release).map(({ arch }) => choice.architectureNames[arch]),
    "disjunction",
  );
  const requirements = [
    ...requirementIds.map((id) => ({ id, label: choice.requirements[id] })),
    { id: "processor", label: formatMessage(guide.processorRequirement, { processors }) },
  ];
  return (
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
  );
}
