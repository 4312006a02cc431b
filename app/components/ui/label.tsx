import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export function Label({ className, ...props }: ComponentProps<"label">) {
  // a primitive: callers pass htmlFor (or nest the control)
  // eslint-disable-next-line jsx-a11y/label-has-associated-control
  return <label className={cn("text-sm font-medium text-neutral-800", className)} {...props} />;
}
