import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useNavigation } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { CurrencyInput } from "#app/components/currency-input.tsx";
import { FormError, FormField } from "#app/components/form-field.tsx";
import { DialogBack, RouteDialog } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { formatDate } from "#app/lib/format.ts";
import { cancellationDefaults } from "#domain/policy/lifecycle.ts";
import {
  CANCELLATION_REASON_NAMES,
  CANCELLATION_REASONS,
  CANCELLATION_TYPE_NAMES,
  CANCELLATION_TYPES,
  CANCELLER_NAMES,
  CANCELLERS,
} from "#domain/policy/vocabulary.ts";
import { DateField, dateInputValue, fieldState, Select, Textarea } from "./policy-form-controls.tsx";
import type { PolicyDetailData } from "./policy.server.ts";

/**
 * What the refused submit sent, else `fallback`: a dialog rendered again by the server (no
 * JavaScript) shows what the user typed, not the defaults (docs/product/policies.md).
 */
export function submittedOr(lastResult: SubmissionResult<string[]> | null | undefined) {
  return (name: string, fallback: string): string => {
    let value: unknown = lastResult?.initialValue;
    for (const key of name.split(".")) value = (value as Record<string, unknown> | null | undefined)?.[key];
    return typeof value === "string" ? value : fallback;
  };
}

export interface DialogProps {
  policy: PolicyDetailData;
  today: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  error?: string | null;
}

/**
 * Cancel, Reinstate, Renew and Delete are child routes of the policy (docs/product/policies.md,
 * "Dialogs"); each posts to itself.
 */
export function useDialogChrome(policyId: string) {
  const navigation = useNavigation();
  return { parent: `/app/policies/${policyId}/overview`, pending: navigation.state === "submitting" };
}

export function Footer({
  parent,
  pending,
  label,
  destructive,
}: {
  parent: string;
  pending: boolean;
  label: string;
  destructive?: boolean;
}) {
  return (
    <DialogFooter>
      <DialogBack parentPath={parent}>Back</DialogBack>
      <Button type="submit" variant={destructive ? "destructive" : "primary"} pending={pending}>
        {label}
      </Button>
    </DialogFooter>
  );
}

/**
 * Cancel (docs/product/policies.md, "Cancel"): canceled by, effective date, type, reason,
 * description, return premium and commission.
 */
export function CancelPolicyDialog({ policy, today, lastResult }: DialogProps) {
  const { parent, pending } = useDialogChrome(policy.id);
  const [form] = useForm({ id: "cancel-policy", lastResult, shouldValidate: "onSubmit" });
  const field = (name: string) => fieldState("cancel-policy", form.allErrors, name);
  const defaults = cancellationDefaults(new Date(today));
  const value = submittedOr(lastResult);
  const select = (
    name: string,
    label: string,
    values: readonly string[],
    names: Record<string, string>,
    initial: string,
  ) => (
    <FormField field={field(name)} label={label}>
      {(props) => (
        <Select {...props} defaultValue={value(name, initial)}>
          {values.map((v) => (
            <option key={v} value={v}>
              {names[v]}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
  return (
    <RouteDialog
      parentPath={parent}
      title="Cancel policy"
      description="Until the effective date the policy shows 'Cancellation Pending'; then it becomes Canceled."
      className="max-w-xl"
    >
      <ActionForm className="flex flex-col gap-4" {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value="cancel" />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {select("canceledBy", "Canceled by", CANCELLERS, CANCELLER_NAMES, defaults.canceledBy)}
          <DateField
            field={field("effectiveAt")}
            label="Effective date"
            defaultValue={value("effectiveAt", dateInputValue(defaults.effectiveAt))}
          />
          {select("type", "Type", CANCELLATION_TYPES, CANCELLATION_TYPE_NAMES, defaults.type)}
          {select("reason", "Reason", CANCELLATION_REASONS, CANCELLATION_REASON_NAMES, defaults.reason)}
          <FormField field={field("returnPremium")} label="Return premium">
            {(props) => <CurrencyInput {...props} placeholder="$0.00" defaultValue={value("returnPremium", "")} />}
          </FormField>
          <FormField field={field("returnCommission")} label="Return commission">
            {(props) => <CurrencyInput {...props} placeholder="$0.00" defaultValue={value("returnCommission", "")} />}
          </FormField>
        </div>
        <FormField field={field("reasonDescription")} label="Description">
          {(props) => <Textarea {...props} rows={3} defaultValue={value("reasonDescription", "")} />}
        </FormField>
        <FormError errors={form.errors} />
        <Footer parent={parent} pending={pending} label="Cancel policy" destructive />
      </ActionForm>
    </RouteDialog>
  );
}

/** Reinstate: records the reinstatement of the standing cancellation. */
export function ReinstatePolicyDialog({ policy, today, lastResult }: DialogProps) {
  const { parent, pending } = useDialogChrome(policy.id);
  const [form] = useForm({ id: "reinstate-policy", lastResult, shouldValidate: "onSubmit" });
  const field = (name: string) => fieldState("reinstate-policy", form.allErrors, name);
  const effective = policy.cancellation ? formatDate(policy.cancellation.effectiveAt) : null;
  const value = submittedOr(lastResult);
  return (
    <RouteDialog
      parentPath={parent}
      title="Reinstate policy"
      description={
        effective
          ? `Withdraws the cancellation effective ${effective}. The status goes back to what the policy's dates say.`
          : undefined
      }
    >
      <ActionForm className="flex flex-col gap-4" {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value="reinstate" />
        <DateField
          field={field("effectiveAt")}
          label="Effective date"
          defaultValue={value("effectiveAt", dateInputValue(today))}
        />
        <FormField field={field("reasonDescription")} label="Reason">
          {(props) => <Textarea {...props} rows={3} defaultValue={value("reasonDescription", "")} />}
        </FormField>
        <FormError errors={form.errors} />
        <Footer parent={parent} pending={pending} label="Reinstate" />
      </ActionForm>
    </RouteDialog>
  );
}

/** Delete: a confirmation; the policy disappears from every list. */
export function DeletePolicyDialog({ policy, error }: DialogProps) {
  const { parent, pending } = useDialogChrome(policy.id);
  const name = [policy.typeName, policy.policyNumber].filter(Boolean).join(" ");
  return (
    <RouteDialog
      parentPath={parent}
      title="Delete policy?"
      description={`${name} of ${policy.account.account.name} is removed from every list. Its documents are no longer shown to the client.`}
    >
      <ActionForm className="flex flex-col gap-4">
        <FormError errors={error ? [error] : undefined} />
        <Footer parent={parent} pending={pending} label="Delete" destructive />
      </ActionForm>
    </RouteDialog>
  );
}
