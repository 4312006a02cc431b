import type { SubscriptionState } from "#domain/subscription.ts";
import { Badge } from "../ui/badge.tsx";

/**
 * Badge colours (docs/product/plans-and-limits.md): trial sky, active green, expired neutral,
 * overdue red, paused amber.
 */
export const SUBSCRIPTION_STATE_BADGES: Record<
  SubscriptionState,
  { label: string; tone: "sky" | "green" | "neutral" | "red" | "amber" }
> = {
  TRIAL: { label: "Trial", tone: "sky" },
  ACTIVE: { label: "Active", tone: "green" },
  EXPIRED: { label: "Expired", tone: "neutral" },
  OVERDUE: { label: "Overdue", tone: "red" },
  PAUSED: { label: "Paused", tone: "amber" },
};

export function SubscriptionStateBadge({ state }: { state: SubscriptionState }) {
  const { label, tone } = SUBSCRIPTION_STATE_BADGES[state];
  return (
    <Badge tone={tone} live={state === "ACTIVE" || state === "TRIAL"}>
      {label}
    </Badge>
  );
}
