import type { WorkspaceState } from "#domain/workspace.ts";
import { Badge } from "#app/components/ui/badge.tsx";

const BADGES: Record<WorkspaceState, { tone: "neutral" | "green" | "amber" | "blue"; label: string }> = {
  CREATED: { tone: "neutral", label: "Created" },
  IDLE: { tone: "green", label: "Idle" },
  WAITING_FOR_INPUT: { tone: "amber", label: "Waiting" },
  WORKING: { tone: "blue", label: "Working" },
};

/** Created neutral, Idle green, Waiting amber, Working blue (live dot while Cara works). */
export function WorkspaceStateBadge({ state }: { state: WorkspaceState }) {
  const { tone, label } = BADGES[state];
  return (
    <Badge tone={tone} live={state === "WORKING"}>
      {label}
    </Badge>
  );
}
