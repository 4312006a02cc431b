import { History } from "lucide-react";
import { EmptyState } from "#app/components/empty-state.tsx";
import { formatDateTime, formatMoneyExact } from "#app/lib/format.ts";
import { policyDate } from "./policy-context.ts";
import type { PolicyHistoryEntry } from "./policy-history.server.ts";
import type { Route } from "./+types/policy-history";

export { loader } from "./policy-history.server.ts";

const KIND_NAMES: Record<PolicyHistoryEntry["kind"], string> = {
  UPDATE: "Edited",
  CANCEL: "Canceled",
  REINSTATE: "Reinstated",
  RENEW: "Renewed",
};

const FIELD_NAMES: Record<string, string> = {
  type: "Line of business",
  market: "Market",
  policyNumber: "Policy number",
  quoteNumber: "Quote number",
  issuedAt: "Issued",
  inforceAt: "In force",
  expiresAt: "Expires",
  carrierId: "Carrier",
  brokerId: "Wholesale broker",
  agencyUserId: "Agent",
  paymentIntervalType: "Payment interval",
  minimumEarnedPremium: "Minimum earned premium",
  billingType: "Billing",
  intervalType: "Billing interval",
  premium: "Premium",
  taxes: "Taxes",
  agencyFees: "Agency fees",
  brokerFees: "Broker fees",
  policyFees: "Policy fees",
  otherFees: "Other fees",
  commissionRate: "Commission rate",
  estimatedCommission: "Estimated commission",
  details: "Coverage details",
  state: "Status",
  "cancellation.effectiveAt": "Cancellation effective",
  "reinstatement.effectiveAt": "Reinstatement effective",
  renewal: "Renewed as",
};
const DATES = new Set(["issuedAt", "inforceAt", "expiresAt", "cancellation.effectiveAt", "reinstatement.effectiveAt"]);
const MONEY = new Set([
  "minimumEarnedPremium",
  "premium",
  "taxes",
  "agencyFees",
  "brokerFees",
  "policyFees",
  "otherFees",
  "estimatedCommission",
]);
// Ids (carrier, broker, agent) are not shown as values: the entry says the field changed.
const IDS = new Set(["carrierId", "brokerId", "agencyUserId"]);

function shown(field: string, value: string | null | undefined) {
  if (value == null || value === "") return "—";
  if (DATES.has(field)) return policyDate(value);
  if (MONEY.has(field)) return formatMoneyExact(value);
  if (field === "commissionRate") return `${Number((Number(value) * 100).toFixed(4))}%`;
  return value;
}

function Change({ change }: { change: PolicyHistoryEntry["changes"][number] }) {
  const name = FIELD_NAMES[change.field] ?? change.field;
  if (change.field === "details" || IDS.has(change.field)) return <li>{name} changed</li>;
  return (
    <li>
      {name}:{" "}
      <span className="text-neutral-500 line-through decoration-neutral-300">{shown(change.field, change.from)}</span> →{" "}
      <span className="font-medium text-neutral-900">{shown(change.field, change.to)}</span>
    </li>
  );
}

/** The policy's History tab (docs/product/policies.md, "History"): who, when, what changed, why. */
export default function PolicyHistoryTab({ loaderData }: Route.ComponentProps) {
  const { history } = loaderData;
  if (history.length === 0) {
    return (
      <EmptyState
        icon={History}
        title="No changes yet"
        description="Edits, cancellations, reinstatements and renewals appear here with who made them and why."
      />
    );
  }
  return (
    <section aria-label="Policy history" className="rounded-lg border border-neutral-200 bg-white">
      <ol className="divide-y divide-neutral-200">
        {history.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-1.5 p-4 text-sm sm:flex-row sm:gap-6">
            <div className="shrink-0 sm:w-56">
              <p className="font-medium text-neutral-900">{KIND_NAMES[entry.kind]}</p>
              <p className="text-neutral-500">
                {entry.actorName} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </p>
            </div>
            <div className="min-w-0 flex-1">
              {entry.changes.length ? (
                <ul className="flex flex-col gap-0.5 break-words text-neutral-700">
                  {entry.changes.map((change) => (
                    <Change key={change.field} change={change} />
                  ))}
                </ul>
              ) : (
                <p className="text-neutral-500">No field changed</p>
              )}
              {entry.reason ? (
                <p className="mt-1.5 break-words whitespace-pre-line text-neutral-900">
                  <span className="text-neutral-500">Why: </span>
                  {entry.reason}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
