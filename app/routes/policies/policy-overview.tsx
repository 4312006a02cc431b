import { DetailCard as Card, DetailItem as Item } from "#app/components/detail-card.tsx";
import { PolicyStateBadge } from "#app/components/policy-state-badge.tsx";
import { formatMoneyExact } from "#app/lib/format.ts";
import { rateToPercent } from "#domain/money.ts";
import {
  BILLING_INTERVAL_NAMES,
  BILLING_TYPE_NAMES,
  CANCELLATION_REASON_NAMES,
  CANCELLER_NAMES,
  MARKET_NAMES,
  type BillingInterval,
  type BillingType,
  type CancellationReason,
  type Canceller,
  type Market,
} from "#domain/policy/vocabulary.ts";
import { PolicyCoverage } from "./policy-coverage.tsx";
import { policyDate, usePolicy } from "./policy-context.ts";

const money = (value: string | null | undefined) => (value == null ? "—" : formatMoneyExact(value));

/** Policy overview: the summary, then pricing, dates and the cancellation record. */
export default function PolicyOverview() {
  const { policy } = usePolicy();
  const { pricing, cancellation, reinstatement } = policy;
  const interval = policy.paymentIntervalType ?? pricing.intervalType;
  return (
    <div className="flex flex-col gap-4">
      <Card title="Summary">
        <Item label="Premium">{formatMoneyExact(pricing.premium)}</Item>
        <Item label="Status">
          <PolicyStateBadge state={policy.state} />
        </Item>
        <Item label="Billing Mode">
          {BILLING_TYPE_NAMES[pricing.billingType as BillingType]}
          {interval ? ` · ${BILLING_INTERVAL_NAMES[interval as BillingInterval]}` : ""}
        </Item>
        <Item label="Expiration date">{policyDate(policy.expiresAt)}</Item>
        <Item label="Carrier">
          {policy.carrier ? (
            <span title={policy.carrier.name}>
              {policy.carrier.name}
              {policy.carrier.naicCode ? (
                <span className="text-neutral-500"> · NAIC {policy.carrier.naicCode}</span>
              ) : null}
            </span>
          ) : (
            "—"
          )}
        </Item>
        <Item label="Wholesale broker">{policy.broker?.name ?? "—"}</Item>
        <Item label="Cancellation effective date">{cancellation ? policyDate(cancellation.effectiveAt) : "—"}</Item>
        <Item label="Market">{policy.market ? MARKET_NAMES[policy.market as Market] : "—"}</Item>
      </Card>
      <Card title="Pricing">
        <Item label="Premium">{money(pricing.premium)}</Item>
        <Item label="Taxes">{money(pricing.taxes)}</Item>
        <Item label="Agency fees">{money(pricing.agencyFees)}</Item>
        <Item label="Broker fees">{money(pricing.brokerFees)}</Item>
        <Item label="Policy fees">{money(pricing.policyFees)}</Item>
        <Item label="Other fees">{money(pricing.otherFees)}</Item>
        <Item label="Total">
          <span className="font-semibold">{money(pricing.total)}</span>
        </Item>
        <Item label="Estimated commission">
          {money(pricing.estimatedCommission)}
          {pricing.commissionRate ? (
            <span className="text-neutral-500"> · {rateToPercent(pricing.commissionRate)}%</span>
          ) : null}
        </Item>
        <Item label="Minimum earned premium">{money(policy.minimumEarnedPremium)}</Item>
      </Card>
      <Card title="Policy">
        <Item label="Policy number">{policy.policyNumber ?? "—"}</Item>
        <Item label="Quote number">{policy.quoteNumber ?? "—"}</Item>
        <Item label="Issued">{policyDate(policy.issuedAt)}</Item>
        <Item label="In force">{policyDate(policy.inforceAt)}</Item>
        <Item label="Agent">{policy.agencyUser?.name ?? "—"}</Item>
        <Item label="Account">{policy.account.account.name}</Item>
        {policy.renewal.previousPolicies[0] ? (
          <Item label="Renews">{policy.renewal.previousPolicies[0].policyNumber ?? "Previous policy"}</Item>
        ) : null}
      </Card>
      <PolicyCoverage details={policy.details} />
      {cancellation ? (
        <Card title="Cancellation">
          <Item label="Canceled by">{CANCELLER_NAMES[cancellation.canceledBy as Canceller]}</Item>
          <Item label="Reason">{CANCELLATION_REASON_NAMES[cancellation.reason as CancellationReason]}</Item>
          <Item label="Recorded">{policyDate(cancellation.canceledAt)}</Item>
          <Item label="Effective">{policyDate(cancellation.effectiveAt)}</Item>
          <Item label="Return premium">{money(cancellation.returnPremium)}</Item>
          <Item label="Return commission">{money(cancellation.returnCommission)}</Item>
          {cancellation.reasonDescription ? <Item label="Description">{cancellation.reasonDescription}</Item> : null}
          {reinstatement ? <Item label="Reinstated">{policyDate(reinstatement.effectiveAt)}</Item> : null}
        </Card>
      ) : null}
    </div>
  );
}
