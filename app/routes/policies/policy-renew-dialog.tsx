import { getFormProps, useForm } from "@conform-to/react";
import { useState } from "react";
import { ActionForm } from "#app/components/action-form.tsx";
import { CurrencyInput } from "#app/components/currency-input.tsx";
import { FormError, FormField } from "#app/components/form-field.tsx";
import { RouteDialog } from "#app/components/route-dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { commissionFromRate, formatCurrencyInput, normalizeMoney, rateToPercent } from "#domain/money.ts";
import { renewalDefaults } from "#domain/policy/lifecycle.ts";
import { Footer, submittedOr, useDialogChrome, type DialogProps } from "./policy-dialogs.tsx";
import { DateField, dateInputValue, fieldState } from "./policy-form-controls.tsx";

/**
 * Renew (docs/product/policies.md, "Renew"): the next term as a new BINDING policy, in force when this one expires and
 * as long as this term, unless changed; the commission follows the current rate (read-only).
 */
export function RenewPolicyDialog({ policy, today, lastResult }: DialogProps) {
  const { parent, pending } = useDialogChrome(policy.id);
  const [form] = useForm({ id: "renew-policy", lastResult, shouldValidate: "onSubmit" });
  const field = (name: string) => fieldState("renew-policy", form.allErrors, name);
  const defaults = renewalDefaults(new Date(today), policy);
  const value = submittedOr(lastResult);
  const [premium, setPremium] = useState(value("pricing.premium", policy.pricing.premium));
  const rate = policy.pricing.commissionRate;
  const commission = rate ? commissionFromRate(normalizeMoney(premium) ?? "0", rate) : null;
  return (
    <RouteDialog
      parentPath={parent}
      title="Renew policy"
      description="Creates the next term for this account in Binding. This policy then links to the newer one."
      className="max-w-xl"
    >
      <ActionForm className="flex flex-col gap-4" {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value="renew" />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <FormField field={field("policyNumber")} label="Policy number">
            {(props) => (
              <Input {...props} defaultValue={value("policyNumber", policy.policyNumber ?? "")} autoComplete="off" />
            )}
          </FormField>
          <FormField field={field("quoteNumber")} label="Quote number">
            {(props) => <Input {...props} defaultValue={value("quoteNumber", "")} autoComplete="off" />}
          </FormField>
          <DateField
            field={field("inforceAt")}
            label="In force"
            defaultValue={value("inforceAt", dateInputValue(defaults.inforceAt))}
          />
          <DateField
            field={field("expiresAt")}
            label="Expires"
            defaultValue={value("expiresAt", dateInputValue(defaults.expiresAt))}
          />
          <FormField field={field("pricing.premium")} label="Premium">
            {(props) => (
              <CurrencyInput
                {...props}
                defaultValue={value("pricing.premium", policy.pricing.premium)}
                onValueChange={setPremium}
              />
            )}
          </FormField>
          <FormField
            field={field("pricing.estimatedCommission")}
            label="Estimated commission"
            description={rate ? `${rateToPercent(rate)}% of premium` : "No commission rate on this policy"}
          >
            {(props) => (
              <Input
                {...props}
                name={undefined}
                readOnly
                value={formatCurrencyInput(commission)}
                className="bg-neutral-50 tabular-nums"
              />
            )}
          </FormField>
        </div>
        <FormError errors={form.errors} />
        <Footer parent={parent} pending={pending} label="Renew" />
      </ActionForm>
    </RouteDialog>
  );
}
