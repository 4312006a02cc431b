import { AlertTriangle } from "lucide-react";

export interface PolicyOption {
  id: string;
  lineOfBusiness: string;
  policyNumber: string;
  effectiveDate: string;
  expirationDate: string;
  selected: boolean;
  warnings: string[];
}

/** The policies the certificate lists (docs/product/certificates.md "Warn, don't hide"): ticked by default when in force. */
export function CertificatePolicyChoice({ name, policies }: { name: string; policies: PolicyOption[] }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-neutral-900">Policies on the certificate</legend>
      {policies.map((policy) => (
        <label key={policy.id} className="flex items-start gap-2.5 rounded-md border border-neutral-200 p-2.5 text-sm">
          <input
            type="checkbox"
            name={name}
            value={policy.id}
            defaultChecked={policy.selected}
            className="mt-0.5 size-4 rounded border-neutral-300 accent-accent-600"
          />
          <span className="flex flex-col gap-1">
            <span className="font-medium text-neutral-900">
              {policy.lineOfBusiness} {policy.policyNumber}
            </span>
            <span className="text-neutral-600">
              {policy.effectiveDate} – {policy.expirationDate}
            </span>
            {policy.warnings.map((warning) => (
              <span key={warning} role="note" className="flex items-start gap-1.5 text-amber-800">
                <AlertTriangle aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                {warning}
              </span>
            ))}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
