import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden className={cn("animate-pulse rounded-lg bg-neutral-200/70", className)} {...props} />;
}
