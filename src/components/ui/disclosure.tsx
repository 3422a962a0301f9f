import type { ReactNode } from "react";
import {
  Button,
  Disclosure as RACDisclosure,
  DisclosureGroup as RACDisclosureGroup,
  DisclosurePanel as RACDisclosurePanel,
  Heading,
  composeRenderProps,
  type DisclosureGroupProps,
  type DisclosurePanelProps,
  type DisclosureProps,
} from "react-aria-components";
import { tv } from "tailwind-variants/lite";
import { focusRing } from "../../lib/focus-ring";
import { ChevronDownIcon } from "./icons";

const disclosureStyles = tv({
  base: "group rounded-lg border border-(--color-border) bg-(--color-surface) color-transition",
  variants: {
    isExpanded: { true: "shadow-(--shadow-card)" },
  },
});

export function Disclosure(props: DisclosureProps) {
  return (
    <RACDisclosure
      {...props}
      className={composeRenderProps(props.className, (className, renderProps) =>
        disclosureStyles({ ...renderProps, className }),
      )}
    />
  );
}

const triggerStyles = tv({
  base: "flex w-full cursor-default flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg px-[min(1.25rem,6.25vw)] py-4 text-start text-base font-semibold text-(--color-text) hover:text-(--color-accent) sm:text-lg forced-colors:text-[ButtonText]",
  variants: { ...focusRing },
});

export interface DisclosureHeaderProps {
  children: ReactNode;
  /** The heading level that wraps the trigger button. */
  level?: 2 | 3 | 4;
}

/** A heading that wraps the trigger button (the APG accordion pattern). */
export function DisclosureHeader({ children, level = 3 }: DisclosureHeaderProps) {
  return (
    <Heading level={level} className="m-0">
      <Button
        slot="trigger"
        className={composeRenderProps("", (className, renderProps) =>
          triggerStyles({ ...renderProps, className }),
        )}
      >
        <span className="beside-icon">{children}</span>
        <ChevronDownIcon className="ms-auto size-5 text-(--color-muted) transition-transform duration-200 group-data-expanded:rotate-180 motion-reduce:transition-none" />
      </Button>
    </Heading>
  );
}

export function DisclosurePanel({
  children,
  ...props
}: DisclosurePanelProps & { children: ReactNode }) {
  return (
    <RACDisclosurePanel {...props} className="px-[min(1.25rem,6.25vw)]">
      <div className="pb-5 text-pretty text-(--color-muted)">{children}</div>
    </RACDisclosurePanel>
  );
}

export function DisclosureGroup(props: DisclosureGroupProps) {
  return (
    <RACDisclosureGroup
      {...props}
      className={composeRenderProps(
        props.className,
        (className) => `flex flex-col gap-3 ${className ?? ""}`,
      )}
    />
  );
}
