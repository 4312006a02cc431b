import { cn } from "#app/lib/cn.ts";
import type { EventState } from "./types.ts";

const LOOK: Record<EventState, { className: string; label: string }> = {
  PLANNED: { className: "border-2 border-neutral-300 bg-white", label: "Planned" },
  IN_PROGRESS: { className: "bg-blue-500 animate-pulse ring-4 ring-blue-100", label: "In progress" },
  SUCCESS: { className: "bg-green-500", label: "Completed" },
  FAILED: { className: "bg-red-500", label: "Failed" },
};

/** The timeline dot of an event: planned hollow, in progress pulsing blue, completed green, failed red. */
export function EventDot({ state, className }: { state: EventState; className?: string }) {
  const look = LOOK[state];
  return (
    <span className={cn("relative flex size-4 shrink-0 items-center justify-center", className)}>
      <span data-state={state} className={cn("block size-2.5 rounded-full", look.className)} aria-hidden />
      <span className="sr-only">{look.label}:</span>
    </span>
  );
}
