import { useLocation, useNavigate } from "react-router";
import {
  isSelfServePlan,
  type SubscriptionPeriod,
  type SubscriptionPlan,
  type SubscriptionState,
} from "#domain/subscription.ts";
import {
  readSubscriptionDialog,
  withSubscriptionDialog,
  type SubscriptionDialog,
} from "#app/lib/subscription-dialog-param.ts";
import { Dialog } from "../ui/dialog.tsx";
import { CheckoutDialog } from "./checkout-dialog.tsx";
import { DowngradeDialog } from "./downgrade-dialog.tsx";
import { PlanPickerDialog } from "./plan-picker-dialog.tsx";

/** What the plan dialogs need to know about the agency's subscription (null: none yet). */
export interface SubscriptionSummary {
  plan: SubscriptionPlan;
  period: SubscriptionPeriod;
  state: SubscriptionState;
  numSeats: number;
  numSeatsActive: number;
  numVoiceAgents: number;
}

export type GoToDialog = (
  dialog: SubscriptionDialog | null,
  selection?: { plan?: SubscriptionPlan | null; period?: SubscriptionPeriod | null },
) => void;

/**
 * The plan picker, the downgrade confirmation and the checkout (docs/product/plans-and-limits.md),
 * opened by `?dialog=plans|downgrade|checkout` on the page that renders this once. Moving
 * between them or closing replaces the URL, so Back leaves the page rather than the dialog.
 */
export function SubscriptionDialogs({ subscription }: { subscription: SubscriptionSummary | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { dialog, plan, period, seats } = readSubscriptionDialog(location.search);
  if (!dialog) return null;

  const go: GoToDialog = (next, selection = {}) =>
    navigate(
      { pathname: location.pathname, search: withSubscriptionDialog(location.search, next, selection) },
      { replace: true, preventScrollReset: true },
    );
  const close = () => go(null);
  const chosenPeriod = period ?? subscription?.period ?? "ANNUAL";
  const chosenPlan = plan ?? subscription?.plan ?? null;

  let content;
  if (dialog === "checkout" && chosenPlan && isSelfServePlan(chosenPlan)) {
    content = (
      <CheckoutDialog
        key={`${chosenPlan}-${chosenPeriod}`}
        subscription={subscription}
        plan={chosenPlan}
        period={chosenPeriod}
        seatsHint={seats}
        onClose={close}
      />
    );
  } else if (dialog === "downgrade" && subscription && plan) {
    content = (
      <DowngradeDialog
        currentPlan={subscription.plan}
        plan={plan}
        onKeep={() => go("plans", { period: chosenPeriod })}
        onConfirm={() => go("checkout", { plan, period: chosenPeriod })}
      />
    );
  } else {
    // The picker, and the fallback for a checkout or downgrade link that names no usable plan.
    content = <PlanPickerDialog subscription={subscription} initialPeriod={period} go={go} />;
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      {content}
    </Dialog>
  );
}
