import { Badge } from "#app/components/ui/badge.tsx";

/** Email thread state (spec §4): active blue, ended green. */
export function ThreadStateBadge({ state }: { state: string }) {
  return state === "ENDED" ? <Badge tone="green">Ended</Badge> : <Badge tone="blue">Active</Badge>;
}

/** Waiting for (spec §4): client and participant blue (a participant shown as client), agent amber, Cara green. */
export function WaitingForBadge({ waitingFor }: { waitingFor: string | null }) {
  switch (waitingFor) {
    case "CLIENT":
    case "PARTICIPANT":
      return <Badge tone="blue">Client</Badge>;
    case "AGENT":
      return <Badge tone="amber">Agent</Badge>;
    case "CARA":
      return <Badge tone="green">Cara</Badge>;
    default:
      return <span className="text-neutral-400">—</span>;
  }
}
