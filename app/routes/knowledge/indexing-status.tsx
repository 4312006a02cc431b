import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { cn } from "#app/lib/cn.ts";

/** A document's indexing state as the API gives it (docs/product/knowledge-base-screens.md). */
export type IndexingStatus = "UNKNOWN" | "INDEXING" | "COMPLETED" | "FAILED";
export interface IndexingState {
  status: IndexingStatus;
  progress: number;
  error?: string | null;
}

/** While a document waits or is read, its screens refetch this often (ms). */
export const INDEXING_POLL_MS = 3_000;

const LOOK = {
  UNKNOWN: { label: "Queued", tone: "neutral", bar: "bg-neutral-400" },
  INDEXING: { label: "Indexing", tone: "blue", bar: "bg-blue-500" },
  COMPLETED: { label: "Completed", tone: "green", bar: "bg-green-500" },
  FAILED: { label: "Failed", tone: "red", bar: "bg-red-500" },
} as const;

export const isIndexingDone = (status: IndexingStatus) => status === "COMPLETED" || status === "FAILED";

/** Progress as a whole percent, 0–100 (a finished document is 100). */
export function percentOf(state: IndexingState): number {
  if (state.status === "COMPLETED") return 100;
  return Math.round(Math.max(0, Math.min(1, state.progress || 0)) * 100);
}

/** Queued (neutral), Indexing with its percent (blue, live dot), Completed (green), Failed (red). */
export function IndexingBadge({ state }: { state: IndexingState }) {
  const look = LOOK[state.status] ?? LOOK.UNKNOWN;
  const indexing = state.status === "INDEXING";
  return (
    <Badge tone={look.tone} live={indexing} data-status={state.status}>
      {look.label}
      {indexing ? <span className="tabular-nums">{percentOf(state)}%</span> : null}
    </Badge>
  );
}

/** The indexing progress bar with its percent (spoken as "Indexing progress"). */
export function IndexingProgress({ state, className }: { state: IndexingState; className?: string }) {
  const percent = percentOf(state);
  const look = LOOK[state.status] ?? LOOK.UNKNOWN;
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <div
        role="progressbar"
        aria-label="Indexing progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className={cn("h-full rounded-full transition-[width] duration-200", look.bar)}
          style={{ width: `${state.status === "FAILED" ? 100 : percent}%` }}
        />
      </div>
      <span className="w-10 shrink-0 text-right text-xs text-neutral-500 tabular-nums">{percent}%</span>
    </div>
  );
}

// one refetch for every screen that waits (the list and the slide-out both may)
let lastRefetchAt = 0;

/**
 * Reloads the page's data every 3 s while `waiting` (a document queued or being indexed) and the
 * tab is visible; stops once nothing is waiting.
 */
export function useRefetchWhileIndexing(waiting: boolean) {
  const revalidator = useRevalidator();
  const current = useRef(revalidator);
  useEffect(() => {
    current.current = revalidator;
  });
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      const { state, revalidate } = current.current;
      if (state !== "idle" || document.visibilityState !== "visible") return;
      if (Date.now() - lastRefetchAt < INDEXING_POLL_MS - 500) return;
      lastRefetchAt = Date.now();
      void revalidate();
    }, INDEXING_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);
}
