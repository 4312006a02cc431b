import { RadioGroup } from "radix-ui";
import { useState } from "react";
import {
  ANNUAL_DISCOUNT,
  PERIOD_NAMES,
  PLAN_ENTITLEMENTS,
  PLAN_TIERS,
  SUBSCRIPTION_PERIODS,
  type SubscriptionPeriod,
  type SubscriptionPlan,
  type SubscriptionState,
} from "#domain/subscription.ts";
import { usePublicConfig } from "#app/lib/public-config.ts";
import { cn } from "#app/lib/cn.ts";
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../ui/dialog.tsx";
import { PlanTierCard } from "./plan-tier-card.tsx";
import type { GoToDialog, SubscriptionSummary } from "./subscription-dialogs.tsx";

/** A downgrade loses something the current plan has (Pro or Enterprise to Basic): it asks first. */
function losesEntitlements(from: SubscriptionPlan, to: SubscriptionPlan): boolean {
  return PLAN_ENTITLEMENTS[from].some((entitlement) => !PLAN_ENTITLEMENTS[to].includes(entitlement));
}

/** Only an ACTIVE subscription cannot pick its own plan again; the others pick it to upgrade a trial, pay, restart or resume. */
const CAN_REPICK_CURRENT: ReadonlySet<string> = new Set<SubscriptionState>(["TRIAL", "EXPIRED", "PAUSED", "OVERDUE"]);

/** The plan picker (docs/product/plans-and-limits.md): three tiers in a grid and an Annual/Monthly switch. */
export function PlanPickerDialog({
  subscription,
  initialPeriod,
  go,
}: {
  subscription: SubscriptionSummary | null;
  initialPeriod: SubscriptionPeriod | null;
  go: GoToDialog;
}) {
  const { contactSalesUrl } = usePublicConfig();
  const [period, setPeriod] = useState<SubscriptionPeriod>(initialPeriod ?? subscription?.period ?? "ANNUAL");

  const choose = (plan: SubscriptionPlan) => {
    const downgrade = subscription ? losesEntitlements(subscription.plan, plan) : false;
    go(downgrade ? "downgrade" : "checkout", { plan, period });
  };

  return (
    <DialogContent className="max-w-5xl gap-6">
      <DialogHeader>
        <DialogTitle>Choose a plan</DialogTitle>
        <DialogDescription>
          Prices in USD. Every plan includes one voice agent; you pick seats at checkout.
        </DialogDescription>
      </DialogHeader>

      <div className="flex flex-wrap items-center gap-3">
        <RadioGroup.Root
          aria-label="Billing period"
          value={period}
          onValueChange={(value) => setPeriod(value as SubscriptionPeriod)}
          orientation="horizontal"
          className="inline-flex rounded-lg border border-neutral-200 bg-neutral-100 p-0.5"
        >
          {SUBSCRIPTION_PERIODS.map((value) => (
            <RadioGroup.Item
              key={value}
              value={value}
              className={cn(
                "rounded-md px-3 py-1 text-sm font-medium text-neutral-600 transition-colors hover:text-neutral-900",
                "data-[state=checked]:bg-white data-[state=checked]:text-neutral-900 data-[state=checked]:shadow-xs",
              )}
            >
              {PERIOD_NAMES[value]}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        <span className="text-xs font-medium text-green-700">
          Save {Math.round(ANNUAL_DISCOUNT * 100)}% with annual billing
        </span>
      </div>

      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {PLAN_TIERS.map((tier) => {
          const isCurrent = subscription?.plan === tier.id && subscription.period === period;
          return (
            <li key={tier.id} className="flex">
              <PlanTierCard
                tier={tier}
                period={period}
                isCurrent={isCurrent}
                canChoose={!isCurrent || CAN_REPICK_CURRENT.has(subscription?.state ?? "")}
                contactSalesUrl={contactSalesUrl}
                onChoose={() => choose(tier.id)}
              />
            </li>
          );
        })}
      </ul>
    </DialogContent>
  );
}
