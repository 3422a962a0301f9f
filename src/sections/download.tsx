import type { ReactNode } from "react";
import { benefitIds, trustBadges as badges, type TrustBadge } from "../content/download";
import type { TextItem } from "../content/download-choice";
import { requirementIds } from "../content/site";
import { sectionIds } from "../content/sections";
import { addCatalogLoaders, useMessages } from "../i18n/catalog";
import { DownloadChoice } from "../features/download/download-choice";
import { CheckIcon, type IconComponent } from "../components/ui/icons";
import { SectionHeading, sectionBody } from "./section-heading";
import { HardDriveIcon, LockIcon, StarIcon, UsersIcon } from "../components/ui/section-icons";

const badgeIcons: Record<TrustBadge["icon"], IconComponent> = {
  star: StarIcon,
  users: UsersIcon,
  "hard-drive": HardDriveIcon,
  lock: LockIcon,
};

export interface DownloadProps {
  /** The FAQ, a deferred section of its own (src/routes/home.tsx). */
  faq: ReactNode;
}

const id = sectionIds.download;

// This section's words, in each language: loaded with it, for the page's language only.
addCatalogLoaders(import.meta.glob("../content/locales/*/download.ts"));
export const messages = ["download"] as const;

function CheckList({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: readonly TextItem[];
}) {
  return (
    <div className="rounded-lg border border-(--color-border) bg-(--color-surface) p-[min(1.5rem,7.5vw)]">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <ul aria-labelledby={id} className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap gap-x-3 gap-y-1">
            <CheckIcon className="mt-0.5 size-5 text-(--color-accent)" />
            <span className="beside-icon">{item.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Landing section 5 (spec §2), the download call-to-action: pitch, button, trust badges, requirements, benefits, FAQ. */
export default function Download({ faq }: DownloadProps) {
  const copy = useMessages("download");
  const choice = useMessages("download-choice");
  const common = useMessages("common");
  const { intro } = copy;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="outline-none" tabIndex={-1}>
      <div className={sectionBody}>
        <div className="cta-backdrop rounded-xl border border-(--color-border) px-[min(1.5rem,5vw)] py-12 text-center shadow-(--shadow-window) sm:px-12 sm:py-16">
          <SectionHeading
            id={`${id}-title`}
            eyebrow={common.sections.download}
            title={intro.title}
            lead={intro.lead}
            size="lg"
          />
          <div className="mt-8">
            <DownloadChoice label={intro.downloadLabel} note={intro.note} align="center" />
          </div>
          <ul
            aria-label={copy.trustLabel}
            className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm font-medium"
          >
            {badges.map((badge) => {
              const Icon = badgeIcons[badge.icon];
              return (
                <li
                  key={badge.id}
                  className="inline-flex max-w-full flex-wrap items-center justify-center gap-x-2 gap-y-1"
                >
                  <Icon className="size-5 text-(--color-accent)" />
                  <span className="beside-icon">{copy.badges[badge.id]}</span>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="mt-12 grid grid-cols-1 gap-10 lg:grid-cols-[1fr_1.4fr]">
          <div className="grid grid-cols-1 content-start gap-4">
            <CheckList
              id={`${id}-requirements`}
              title={choice.requirementsTitle}
              items={requirementIds.map((item) => ({ id: item, label: choice.requirements[item] }))}
            />
            <CheckList
              id={`${id}-benefits`}
              title={copy.benefitsTitle}
              items={benefitIds.map((item) => ({ id: item, label: copy.benefits[item] }))}
            />
          </div>
          {faq}
        </div>
      </div>
    </section>
  );
}
