import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("text-sm font-medium text-neutral-800", className)} {...props} />;
}
