import { Check, ExternalLink } from "lucide-react";
import {
  ANNUAL_DISCOUNT,
  INCLUDED_SEATS,
  INCLUDED_VOICE_AGENTS,
  annualListPrice,
  isSelfServePlan,
  type PlanTier,
  type SubscriptionPeriod,
} from "#domain/subscription.ts";
import { cn } from "#app/lib/cn.ts";
import { formatMoney } from "#app/lib/format.ts";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";

/** One tier of the plan picker: name, price for the period, features, and its action. */
export function PlanTierCard({
  tier,
  period,
  isCurrent,
  canChoose,
  contactSalesUrl,
  onChoose,
}: {
  tier: PlanTier;
  period: SubscriptionPeriod;
  isCurrent: boolean;
  canChoose: boolean;
  contactSalesUrl: string;
  onChoose: () => void;
}) {
  const headingId = `plan-tier-${tier.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex w-full flex-col gap-4 rounded-lg border bg-white p-5",
        tier.featured ? "border-accent-600 ring-1 ring-accent-600" : "border-neutral-200",
      )}
    >
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-base font-semibold text-neutral-900">
            {tier.name}
          </h3>
          {tier.featured ? (
            <Badge className="bg-accent-50 text-accent-700 ring-accent-600/20">Most popular</Badge>
          ) : null}
          {isCurrent && (canChoose || tier.contactSales) ? <Badge tone="green">Your plan</Badge> : null}
        </div>
        <p className="text-sm text-neutral-500">{tier.description}</p>
      </div>

      <TierPrice tier={tier} period={period} />

      {tier.contactSales ? (
        <Button asChild variant="secondary">
          <a href={contactSalesUrl} target="_blank" rel="noreferrer">
            Contact Sales
            <ExternalLink aria-hidden />
          </a>
        </Button>
      ) : canChoose ? (
        <Button variant={tier.featured ? "primary" : "secondary"} onClick={onChoose}>
          Choose {tier.name}
        </Button>
      ) : (
        <Button variant="secondary" disabled>
          Current plan
        </Button>
      )}

      <div className="flex flex-col gap-4 border-t border-neutral-200 pt-4">
        {tier.features.map((group) => (
          <div key={group.heading}>
            <h4 className="text-xs font-medium text-neutral-500">{group.heading}</h4>
            <ul className="mt-2 flex flex-col gap-1.5">
              {group.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-sm text-neutral-700">
                  <Check className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

/** Monthly: base and per-seat price a month. Annual: the yearly price, the list price struck through, 15% off. */
function TierPrice({ tier, period }: { tier: PlanTier; period: SubscriptionPeriod }) {
  if (!tier.basePrice || !tier.pricePerSeat || !isSelfServePlan(tier.id)) {
    return (
      <div className="flex min-h-20 flex-col justify-center">
        <p className="text-2xl font-semibold text-neutral-900">Custom pricing</p>
        <p className="text-sm text-neutral-500">Seats, limits and terms agreed with our team.</p>
      </div>
    );
  }
  const annual = period === "ANNUAL";
  const unit = annual ? "year" : "month";
  const base = annual ? tier.basePrice.annually : tier.basePrice.monthly;
  const perSeat = annual ? tier.pricePerSeat.annually : tier.pricePerSeat.monthly;
  const listPrice = formatMoney(
    annualListPrice({ plan: tier.id, seats: INCLUDED_SEATS, voiceAgents: INCLUDED_VOICE_AGENTS }),
    0,
  );
  return (
    <div className="flex min-h-20 flex-col justify-center gap-1 tabular">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-semibold text-neutral-900">{formatMoney(base, 0)}</span>
        <span className="text-sm text-neutral-500">per {unit}</span>
        {annual ? (
          <>
            <s aria-label={`List price ${listPrice}`} className="text-sm text-neutral-400">
              <span className="sr-only">List price </span>
              {listPrice}
            </s>
            <Badge tone="green">{Math.round(ANNUAL_DISCOUNT * 100)}% off</Badge>
          </>
        ) : null}
      </p>
      <p className="text-sm text-neutral-500">
        Includes {INCLUDED_SEATS} seats, then {formatMoney(perSeat, 0)} per seat per {unit}
      </p>
    </div>
  );
}
