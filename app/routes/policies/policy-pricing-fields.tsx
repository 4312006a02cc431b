import { useState } from "react";
import { CurrencyInput } from "#app/components/currency-input.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { PercentInput } from "#app/components/percent-input.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { commissionFromRate, formatCurrencyInput, normalizeMoney, rateFromCommission } from "#domain/money.ts";
import { policyTotal, type PricingAmounts } from "#domain/policy/pricing.ts";
import { BILLING_INTERVAL_NAMES, BILLING_TYPE_NAMES, BILLING_TYPES } from "#domain/policy/vocabulary.ts";
import { fieldState, Section, Select, type FieldErrors } from "./policy-form-controls.tsx";

export interface PricingDefaults extends PricingAmounts {
  billingType: string;
  paymentIntervalType: string | null;
  commissionRate: string | null;
  estimatedCommission: string | null;
  minimumEarnedPremium: string;
}

const AMOUNTS: Array<[keyof PricingAmounts, string]> = [
  ["premium", "Premium"],
  ["taxes", "Taxes"],
  ["agencyFees", "Agency fees"],
  ["brokerFees", "Broker fees"],
  ["policyFees", "Policy fees"],
  ["otherFees", "Other fees"],
];

/**
 * Pricing (docs/product/policies.md, "Pricing"): the total is premium + taxes + agency, broker, policy and other fees,
 * read-only; commission rate ↔ estimated commission (rate × premium). The commission is
 * read-only on edit and renew: it follows the rate.
 */
export function PricingFields({
  formId,
  errors,
  defaults,
  commissionEditable,
}: {
  formId: string;
  errors: FieldErrors | undefined;
  defaults: PricingDefaults;
  commissionEditable: boolean;
}) {
  const field = (name: string) => fieldState(formId, errors, name);
  const [amounts, setAmounts] = useState<PricingAmounts>(
    () => Object.fromEntries(AMOUNTS.map(([key]) => [key, defaults[key] ?? ""])) as unknown as PricingAmounts,
  );
  const [rate, setRate] = useState<string | null>(defaults.commissionRate);
  const [commission, setCommission] = useState<string | null>(defaults.estimatedCommission);
  const [interval, setInterval] = useState(defaults.paymentIntervalType ?? "ANNUAL");
  const money = (value: string) => normalizeMoney(value) ?? "0";
  const total = policyTotal(Object.fromEntries(Object.entries(amounts).map(([k, v]) => [k, money(v)])));

  function setAmount(key: keyof PricingAmounts, value: string) {
    setAmounts((current) => ({ ...current, [key]: value }));
    if (key === "premium" && rate) setCommission(commissionFromRate(money(value), rate));
  }

  return (
    <Section title="Pricing" description="Amounts in US dollars. The total is worked out for you.">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {AMOUNTS.map(([key, label]) => (
          <FormField key={key} field={field(`pricing.${key}`)} label={label}>
            {(props) => (
              <CurrencyInput
                {...props}
                defaultValue={defaults[key]}
                onValueChange={(value) => setAmount(key, value)}
                placeholder="$0.00"
              />
            )}
          </FormField>
        ))}
        <FormField field={field("pricing.total")} label="Total" description="Premium + taxes + fees">
          {(props) => (
            <Input
              {...props}
              name={undefined}
              readOnly
              value={formatCurrencyInput(total)}
              className="bg-neutral-50 font-medium tabular-nums"
            />
          )}
        </FormField>
        <FormField field={field("pricing.commissionRate")} label="Commission rate">
          {(props) => (
            <PercentInput
              {...props}
              name="pricing.commissionRate"
              rate={rate}
              onValueChange={(next) => {
                setRate(next);
                setCommission(
                  next ? commissionFromRate(money(amounts.premium), next) : commissionEditable ? commission : null,
                );
              }}
              placeholder="0"
            />
          )}
        </FormField>
        <FormField
          field={field("pricing.estimatedCommission")}
          label="Estimated commission"
          description={commissionEditable ? "Or type the commission: the rate follows." : "Rate × premium"}
        >
          {(props) =>
            commissionEditable ? (
              <CurrencyInput
                {...props}
                value={commission}
                onValueChange={(value) => {
                  setCommission(value);
                  setRate(value ? rateFromCommission(money(amounts.premium), money(value)) : null);
                }}
                placeholder="$0.00"
              />
            ) : (
              <Input
                {...props}
                name={undefined}
                readOnly
                value={formatCurrencyInput(commission)}
                className="bg-neutral-50 tabular-nums"
              />
            )
          }
        </FormField>
        <FormField field={field("minimumEarnedPremium")} label="Minimum earned premium">
          {(props) => <CurrencyInput {...props} defaultValue={defaults.minimumEarnedPremium} placeholder="$0.00" />}
        </FormField>
        <FormField field={field("pricing.billingType")} label="Billing type">
          {(props) => (
            <Select {...props} defaultValue={defaults.billingType}>
              {BILLING_TYPES.map((type) => (
                <option key={type} value={type}>
                  {BILLING_TYPE_NAMES[type]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField field={field("paymentIntervalType")} label="Payment interval">
          {(props) => (
            <Select {...props} value={interval} onChange={(event) => setInterval(event.target.value)}>
              {(["ANNUAL", "MONTHLY", "QUARTERLY"] as const).map((value) => (
                <option key={value} value={value}>
                  {BILLING_INTERVAL_NAMES[value]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <input type="hidden" name="pricing.intervalType" value={interval} />
      </div>
    </Section>
  );
}
