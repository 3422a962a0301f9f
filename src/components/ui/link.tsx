import {
  Link as RACLink,
  composeRenderProps,
  type LinkProps as RACLinkProps,
} from "react-aria-components";
import { tv } from "tailwind-variants/lite";
import { focusRing } from "../../lib/focus-ring";

export const linkStyles = tv({
  extend: focusRing,
  base: "rounded-sm transition-colors duration-150 motion-reduce:transition-none",
  variants: {
    variant: {
      inline:
        "text-(--color-accent) underline decoration-1 underline-offset-3 hover:text-(--color-accent-hover) hover:decoration-2",
      quiet: "text-(--color-muted) underline-offset-3 hover:text-(--color-text) hover:underline",
      nav: "px-2 py-1 font-medium text-(--color-muted) hover:text-(--color-text)",
    },
  },
  defaultVariants: { variant: "inline" },
});

export interface LinkProps extends RACLinkProps {
  variant?: "inline" | "quiet" | "nav";
}

/** A link on RAC: client-side navigation for our routes, a real <a href> in the HTML. */
export function Link({ variant, ...props }: LinkProps) {
  return (
    <RACLink
      {...props}
      className={composeRenderProps(props.className, (className, renderProps) =>
        linkStyles({ ...renderProps, variant, className }),
      )}
    />
  );
}
