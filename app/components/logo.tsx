import { cn } from "#app/lib/cn.ts";

/** The Cara mark and word. */
export function Logo({ className, compact }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold text-neutral-900", className)}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-accent-600" />
        <path d="M21.5 11.2A7 7 0 1 0 21.5 20.8" fill="none" stroke="white" strokeWidth="3.2" strokeLinecap="round" />
        <circle cx="22.2" cy="16" r="1.9" fill="white" />
      </svg>
      {compact ? <span className="sr-only">Cara</span> : <span className="text-base tracking-tight">Cara</span>}
    </span>
  );
}
