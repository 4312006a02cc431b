import { Badge } from "#app/components/ui/badge.tsx";
import type { WorkspaceState } from "./types.ts";

const LOOK: Record<WorkspaceState, { label: string; tone: "neutral" | "green" | "amber" | "blue"; live?: boolean }> = {
  CREATED: { label: "Created", tone: "neutral" },
  IDLE: { label: "Idle", tone: "green" },
  WAITING_FOR_INPUT: { label: "Waiting", tone: "amber" },
  WORKING: { label: "Working", tone: "blue", live: true },
};

/** Created neutral, Idle green, Waiting (for input) amber, Working blue with a live dot. */
export function WorkspaceStateBadge({ state }: { state: WorkspaceState }) {
  const look = LOOK[state];
  return (
    <Badge tone={look.tone} live={look.live} data-state={state}>
      {look.label}
    </Badge>
  );
}
