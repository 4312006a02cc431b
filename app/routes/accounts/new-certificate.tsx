import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { FilePlus2 } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { AddressFields } from "#app/components/address-fields.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { FormError, FormField } from "#app/components/form-field.tsx";
import { RouteDialog, DialogBack } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { textareaClass } from "#app/components/documents/textarea-class.ts";
import { certificateFormSchema, type CertificateFormDraft } from "#domain/certificate.ts";
import type { Route } from "./+types/new-certificate";

import { CertificatePolicyChoice } from "./certificate-policy-choice.tsx";

export { action, loader } from "./new-certificate.server.ts";

function Checkbox({ name, label }: { name: string; label: string }) {
  return (
    <label className="flex items-center gap-2.5 text-sm text-neutral-800">
      <input name={name} type="checkbox" value="true" className="size-4 rounded border-neutral-300 accent-accent-600" />
      {label}
    </label>
  );
}
export const meta = () => pageTitle("Add Certificate");

/**
 * Certificate form (docs/product/certificates.md): holder name and US address, additional insured
 * (default no), description of operations.
 */
export default function NewCertificate({ params, loaderData, actionData }: Route.ComponentProps) {
  const parent = `/app/accounts/${params.accountId}/certificates`;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm<CertificateFormDraft>({
    id: "new-certificate",
    lastResult:
      navigation.state === "idle" && actionData && "lastResult" in actionData ? actionData.lastResult : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: certificateFormSchema }),
  });
  const holder = fields.holder.getFieldset();

  if (loaderData.blocker) {
    return (
      <RouteDialog parentPath={parent} title="Certificates are for business policies" description={loaderData.blocker}>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={close}>
            Close
          </Button>
          <Button asChild>
            <Link to="/app/accounts">Go to Accounts</Link>
          </Button>
        </DialogFooter>
      </RouteDialog>
    );
  }

  if (!loaderData.hasPoliciesInForce) {
    return (
      <RouteDialog
        parentPath={parent}
        title="Log a policy first"
        description="A certificate lists the account's policies in force, and this account has none yet."
      >
        <DialogFooter>
          <DialogBack parentPath={parent}>Cancel</DialogBack>
          <Button asChild>
            <Link to={`/app/policies/new?accountId=${params.accountId}`}>
              <FilePlus2 aria-hidden />
              Add Policy
            </Link>
          </Button>
        </DialogFooter>
      </RouteDialog>
    );
  }

  return (
    <RouteDialog
      parentPath={parent}
      title="Add Certificate"
      description="A certificate of liability insurance listing this account's policies in force."
      className="sm:max-w-xl"
    >
      <ActionForm replace className="flex flex-col gap-4" {...getFormProps(form)}>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-sm font-semibold text-neutral-900">Certificate holder</legend>
          <FormField field={holder.name} label="Holder name">
            {(props) => (
              <Input
                {...getInputProps(holder.name, { type: "text" })}
                {...props}
                autoComplete="organization"
                autoFocus
              />
            )}
          </FormField>
          <AddressFields address={holder.address} />
        </fieldset>
        <FormField
          field={fields.additionalInsured}
          label="Additional insured"
          description="Name the holder as an additional insured on the general liability, auto and umbrella lines."
        >
          {(props) => (
            <label className="flex items-center gap-2.5 text-sm text-neutral-800">
              <input
                {...props}
                name={fields.additionalInsured.name}
                type="checkbox"
                value="true"
                defaultChecked={fields.additionalInsured.initialValue === "true"}
                className="size-4 rounded border-neutral-300 accent-accent-600"
              />
              The holder is an additional insured
            </label>
          )}
        </FormField>
        <CertificatePolicyChoice name={fields.policyIds.name} policies={loaderData.policies} />
        <Checkbox name={fields.waiverOfSubrogation.name} label="Waiver of subrogation in favor of the holder" />
        <Checkbox name={fields.primaryNonContributory.name} label="Primary and non-contributory" />
        <p className="text-xs text-neutral-600">
          ADDL INSD, SUBR WVD and primary wording are marked only on policies whose endorsement is recorded in the
          policy&apos;s details.
        </p>
        <FormField
          field={fields.descriptionOfOperations}
          label="Description of operations (optional)"
          description="Locations, vehicles or the project the certificate is for."
        >
          {(props) => (
            <textarea
              {...getTextareaProps(fields.descriptionOfOperations)}
              {...props}
              rows={3}
              className={textareaClass}
            />
          )}
        </FormField>
        <FormError errors={form.errors} />
        <DialogFooter>
          <DialogBack parentPath={parent}>Cancel</DialogBack>
          <Button type="submit" pending={pending}>
            Create Certificate
          </Button>
        </DialogFooter>
      </ActionForm>
    </RouteDialog>
  );
}
