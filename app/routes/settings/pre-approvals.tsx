import { Check } from "lucide-react";
import { useNavigation } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PRE_APPROVAL_LABELS, PRE_APPROVAL_RULES, type PreApprovalRule } from "#domain/effects.ts";

/**
 * Settings → Agency, "Actions Cara takes without asking" (ADR 060): every action outside the
 * product waits for a person on its card unless one of these narrow cases covers it; the audit
 * log names the case that approved it.
 */
export function PreApprovalsSection({
  rules,
  saved,
  error,
}: {
  rules: readonly string[];
  saved: boolean;
  error: string | null;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "preApprovals";
  return (
    <section
      aria-labelledby="pre-approvals-heading"
      className="flex max-w-2xl flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-5"
    >
      <div>
        <h2 id="pre-approvals-heading" className="text-base font-semibold text-neutral-900">
          Actions Cara takes without asking
        </h2>
        <p className="mt-1 text-sm text-neutral-600">
          Cara proposes every certificate to a third party, web search with words you did not type and write to your
          AMS, and waits for a person to approve it. Only these cases run at once; the audit log names the case.
        </p>
      </div>
      <ActionForm className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="preApprovals" />
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Pre-approved cases</legend>
          {PRE_APPROVAL_RULES.map((rule: PreApprovalRule) => (
            <label key={rule} className="flex items-start gap-2 text-sm text-neutral-800">
              <input
                type="checkbox"
                name="rule"
                value={rule}
                defaultChecked={rules.includes(rule)}
                className="mt-0.5 size-4"
              />
              {PRE_APPROVAL_LABELS[rule]}
            </label>
          ))}
        </fieldset>
        {error ? <p className="text-sm text-red-600">{error}</p> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary" pending={pending}>
            Save cases
          </Button>
          <p role="status" className="flex items-center gap-1.5 text-sm text-neutral-600">
            {saved ? (
              <>
                <Check aria-hidden className="size-4 text-green-600" />
                Cases saved
              </>
            ) : null}
          </p>
        </div>
      </ActionForm>
    </section>
  );
}
