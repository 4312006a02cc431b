import { getFormProps, useForm } from "@conform-to/react";
import { useNavigation } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { FormError, FormField } from "#app/components/form-field.tsx";
import { RouteDialog, DialogBack } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { fieldState, Textarea } from "./policy-form-controls.tsx";
import { PolicyFormSections, type PolicyFormDefaults } from "./policy-form.tsx";
import PolicyOverview from "./policy-overview.tsx";
import type { Route } from "./+types/edit-policy";

export { action, loader } from "./edit-policy.server.ts";
export const meta = () => pageTitle("Edit policy");

const FORM_ID = "edit-policy";

/**
 * Edit policy (docs/product/policies.md, "Editing"): every field, and why it changed; a blanked
 * number keeps the stored one.
 */
export default function EditPolicy({ loaderData, actionData, params }: Route.ComponentProps) {
  const { policy, carriers } = loaderData;
  const parent = `/app/policies/${params.policyId}/overview`;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && (navigation.formMethod === "PUT" || navigation.formMethod === "POST");
  const [form] = useForm({
    id: FORM_ID,
    lastResult: actionData?.lastResult,
    shouldValidate: "onSubmit",
  });
  const errors = form.allErrors;
  const defaults: PolicyFormDefaults = {
    type: policy.type,
    market: policy.market,
    policyNumber: policy.policyNumber,
    quoteNumber: policy.quoteNumber,
    issuedAt: policy.issuedAt,
    inforceAt: policy.inforceAt,
    expiresAt: policy.expiresAt,
    carrier: policy.carrier,
    broker: policy.broker,
    paymentIntervalType: policy.paymentIntervalType,
    minimumEarnedPremium: policy.minimumEarnedPremium,
    ...policy.pricing,
    details: policy.details as PolicyFormDefaults["details"],
  };
  return (
    <>
      {/* The overview stays behind the dialog. */}
      <PolicyOverview />
      <RouteDialog
        parentPath={parent}
        title="Edit policy"
        description="Changes are recorded with the reason you give."
        className="max-w-3xl"
      >
        <ActionForm className="flex flex-col gap-5" {...getFormProps(form)} noValidate>
          <PolicyFormSections formId={FORM_ID} errors={errors} carriers={carriers} defaults={defaults} mode="edit" />
          <FormField field={fieldState(FORM_ID, errors, "updateReason")} label="Reason for the change">
            {(props) => <Textarea {...props} rows={2} placeholder="e.g. Endorsement added a location" />}
          </FormField>
          <FormError errors={form.errors} />
          <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-neutral-200 bg-white px-6 py-3">
            <DialogBack parentPath={parent}>Cancel</DialogBack>
            <Button type="submit" pending={pending}>
              Save changes
            </Button>
          </DialogFooter>
        </ActionForm>
      </RouteDialog>
    </>
  );
}
