import { getFormProps, useForm } from "@conform-to/react";
import { useState } from "react";
import { useNavigation } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { Combobox } from "#app/components/combobox.tsx";
import { FormError, FormField } from "#app/components/form-field.tsx";
import { RouteDialog, DialogBack } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { newPolicyDefaults } from "#domain/policy/lifecycle.ts";
import { fieldState } from "./policy-form-controls.tsx";
import {
  cachedCarriers,
  carriersAreCached,
  fetchBusinessAccount,
  rememberCarriers,
  searchBusinessAccounts,
} from "./policy-form-data.ts";
import { PolicyFormSections, type PolicyFormDefaults } from "./policy-form.tsx";
import type { Route } from "./+types/new-policy";

export { action, loader } from "./new-policy.server.ts";
export const meta = () => pageTitle("Create a new policy");
/** The create dialog never revalidates after loading. */
export const shouldRevalidate = () => false;

/** Carriers come from this tab's cache when fresh (cached first); the account from the server. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  if (!carriersAreCached()) {
    const data = await serverLoader();
    rememberCarriers(data.carriers);
    return data;
  }
  const accountId = new URL(request.url).searchParams.get("accountId");
  const [carriers, account] = await Promise.all([cachedCarriers(), fetchBusinessAccount(accountId)]);
  return { carriers, account, today: new Date().toISOString() };
}

const FORM_ID = "new-policy";

/** Create a new policy (docs/product/policies.md): the account first, then the policy's sections. */
export default function NewPolicy({ loaderData, actionData }: Route.ComponentProps) {
  const parent = "/app/policies";
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [accountId, setAccountId] = useState<string | null>(loaderData.account?.id ?? null);
  const [form] = useForm({ id: FORM_ID, lastResult: actionData?.lastResult, shouldValidate: "onSubmit" });
  const errors = form.allErrors;
  const base = newPolicyDefaults(new Date(loaderData.today));
  const defaults: PolicyFormDefaults = {
    ...base,
    type: "",
    market: null,
    policyNumber: null,
    quoteNumber: null,
    issuedAt: base.issuedAt.toISOString(),
    inforceAt: base.inforceAt.toISOString(),
    expiresAt: base.expiresAt.toISOString(),
    carrier: null,
    broker: null,
    commissionRate: null,
    estimatedCommission: null,
    premium: "",
    details: {},
  };
  return (
    <RouteDialog
      parentPath={parent}
      title="Create a new policy"
      description="Log a business policy you placed for an account."
      className="max-w-3xl"
    >
      <ActionForm className="flex flex-col gap-5" {...getFormProps(form)} noValidate>
        <FormField field={fieldState(FORM_ID, errors, "accountId")} label="Account">
          {(props) => (
            <Combobox
              {...props}
              label="Business accounts"
              loadOptions={searchBusinessAccounts}
              defaultValue={loaderData.account?.id}
              defaultLabel={loaderData.account?.name}
              onValueChange={(option) => setAccountId(option?.value ?? null)}
              placeholder="Search business accounts"
              autoFocus={!loaderData.account}
            />
          )}
        </FormField>
        {accountId ? (
          <PolicyFormSections
            formId={FORM_ID}
            errors={errors}
            carriers={loaderData.carriers}
            defaults={defaults}
            mode="create"
          />
        ) : (
          <p className="rounded-lg border border-dashed border-neutral-300 px-4 py-6 text-center text-sm text-neutral-500">
            Choose the account this policy is for; the policy's sections appear once it is chosen.
          </p>
        )}
        <FormError errors={form.errors} />
        <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-neutral-200 bg-white px-6 py-3">
          <DialogBack parentPath={parent}>Cancel</DialogBack>
          <Button type="submit" pending={pending} disabled={!accountId}>
            Create Policy
          </Button>
        </DialogFooter>
      </ActionForm>
    </RouteDialog>
  );
}
