import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-9 w-full min-w-0 rounded-lg border border-neutral-200 bg-white px-3 text-sm text-neutral-900 shadow-xs transition-colors",
        "placeholder:text-neutral-400 focus-visible:border-accent-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600/20",
        "disabled:cursor-not-allowed disabled:bg-neutral-50 disabled:opacity-60",
        "aria-invalid:border-red-500 aria-invalid:focus-visible:ring-red-500/20",
        className,
      )}
      {...props}
    />
  );
}
