import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from "react-aria-components";
import type { Ref } from "react";
import { tv } from "tailwind-variants/lite";
import { focusRing } from "../../lib/focus-ring";

export const buttonStyles = tv({
  base: "inline-flex cursor-default items-center justify-center gap-2 font-medium color-transition select-none forced-colors:border forced-colors:border-[ButtonBorder]",
  variants: {
    ...focusRing,
    variant: {
      primary:
        "bg-(--color-accent) text-(--color-on-accent) hover:bg-(--color-accent-hover) pressed:bg-(--color-accent-hover)",
      secondary:
        "border border-(--color-border) bg-(--color-surface) text-(--color-text) hover:bg-(--color-surface-2) pressed:bg-(--color-surface-2)",
      quiet: "text-(--color-text) hover:bg-(--color-surface-2) pressed:bg-(--color-surface-2)",
    },
    size: {
      sm: "min-h-9 px-3 text-sm",
      md: "min-h-11 px-4 text-base",
      lg: "min-h-12 px-6 text-lg",
      icon: "size-11",
    },
    /** The corners: a variant, so a round button never depends on which class the stylesheet lists last. */
    shape: {
      rect: "rounded-md",
      round: "rounded-full",
    },
    isDisabled: {
      true: "opacity-50 forced-colors:text-[GrayText]",
    },
  },
  defaultVariants: { variant: "secondary", size: "md", shape: "rect" },
});

export interface ButtonProps extends RACButtonProps {
  ref?: Ref<HTMLButtonElement>;
  variant?: "primary" | "secondary" | "quiet";
  size?: "sm" | "md" | "lg" | "icon";
  shape?: "rect" | "round";
}

export function Button({ variant, size, shape, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(props.className, (className, renderProps) =>
        buttonStyles({ ...renderProps, variant, size, shape, className }),
      )}
    />
  );
}
