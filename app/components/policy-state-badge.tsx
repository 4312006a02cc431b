import { POLICY_STATE_BADGES, type PolicyState } from "#domain/policy.ts";
import { Badge } from "./ui/badge.tsx";

/** Spec §4 badge colours: PENDING amber, BINDING sky, INFORCE green, EXPIRED neutral, CANCELED rose. */
export function PolicyStateBadge({
  state,
  cancellationPending,
}: {
  state: PolicyState;
  cancellationPending?: boolean;
}) {
  const { label, tone } = POLICY_STATE_BADGES[state] ?? POLICY_STATE_BADGES.UNKNOWN;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Badge tone={tone} live={state === "INFORCE" || state === "BINDING"}>
        {label}
      </Badge>
      {cancellationPending ? <Badge tone="rose">Cancellation pending</Badge> : null}
    </span>
  );
}
