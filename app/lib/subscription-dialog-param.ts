import {
  SUBSCRIPTION_PERIODS,
  SUBSCRIPTION_PLANS,
  type SubscriptionPeriod,
  type SubscriptionPlan,
} from "#domain/subscription.ts";
import { DIALOG_PARAM } from "./dialog-param.ts";

/**
 * The plan dialogs live in the URL of whatever page opened them (settings, home, the
 * EXPIRED gate): `?dialog=plans`, `?dialog=downgrade&plan=BASIC&period=ANNUAL`,
 * `?dialog=checkout&plan=PRO&period=MONTHLY` (Manage Seats: the current plan and period),
 * optionally `&seats=11` to start checkout at that seat count (Enable User's "Add a seat").
 */
export type SubscriptionDialog = "plans" | "downgrade" | "checkout";
const DIALOGS: readonly SubscriptionDialog[] = ["plans", "downgrade", "checkout"];

export interface SubscriptionDialogState {
  dialog: SubscriptionDialog | null;
  plan: SubscriptionPlan | null;
  period: SubscriptionPeriod | null;
  seats: number | null;
}

export function readSubscriptionDialog(search: string): SubscriptionDialogState {
  const params = new URLSearchParams(search);
  const dialog = params.get(DIALOG_PARAM) as SubscriptionDialog;
  const plan = params.get("plan") as SubscriptionPlan;
  const period = params.get("period") as SubscriptionPeriod;
  return {
    dialog: DIALOGS.includes(dialog) ? dialog : null,
    plan: SUBSCRIPTION_PLANS.includes(plan) ? plan : null,
    period: SUBSCRIPTION_PERIODS.includes(period) ? period : null,
    seats: /^\d{1,5}$/.test(params.get("seats") ?? "") ? Number(params.get("seats")) : null,
  };
}

/** The search string with `dialog` (and its plan and period) set, or all three removed for null. */
export function withSubscriptionDialog(
  search: string,
  dialog: SubscriptionDialog | null,
  selection: { plan?: SubscriptionPlan | null; period?: SubscriptionPeriod | null; seats?: number | null } = {},
): string {
  const params = new URLSearchParams(search);
  params.delete(DIALOG_PARAM);
  params.delete("plan");
  params.delete("period");
  params.delete("seats");
  if (dialog) {
    params.set(DIALOG_PARAM, dialog);
    if (selection.plan) params.set("plan", selection.plan);
    if (selection.period) params.set("period", selection.period);
    if (selection.seats) params.set("seats", String(selection.seats));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
