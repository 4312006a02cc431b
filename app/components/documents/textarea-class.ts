import { cn } from "#app/lib/cn.ts";

/** A multi-line text field styled like Input (documents and certificates forms). */
export const textareaClass = cn(
  "min-h-[96px] w-full rounded-lg border border-neutral-200 bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs",
  "placeholder:text-neutral-400 focus-visible:border-accent-600 focus-visible:ring-2 focus-visible:ring-accent-600/20 focus-visible:outline-none",
  "aria-invalid:border-red-500",
);
