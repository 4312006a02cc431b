import type { PolicyState } from "#domain/policy/vocabulary.ts";
import { Badge } from "./ui/badge.tsx";

/** Policy badge colours (docs/product/policies.md, "Badges"); the label always says the state. */
export const POLICY_STATE_BADGES: Record<
  PolicyState,
  { label: string; tone: "amber" | "sky" | "green" | "neutral" | "rose" }
> = {
  PENDING: { label: "Pending", tone: "amber" },
  BINDING: { label: "Binding", tone: "sky" },
  INFORCE: { label: "In force", tone: "green" },
  EXPIRED: { label: "Expired", tone: "neutral" },
  CANCELED: { label: "Canceled", tone: "rose" },
  UNKNOWN: { label: "Unknown", tone: "neutral" },
};

/** Badge colours: PENDING amber, BINDING sky, INFORCE green, EXPIRED neutral, CANCELED rose. */
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
