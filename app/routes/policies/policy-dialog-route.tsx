import type { FormReply } from "#app/lib/form-reply.server.ts";
import { CancelPolicyDialog, DeletePolicyDialog, ReinstatePolicyDialog } from "./policy-dialogs.tsx";
import { RenewPolicyDialog } from "./policy-renew-dialog.tsx";
import { usePolicy } from "./policy-context.ts";
import PolicyOverview from "./policy-overview.tsx";
import type { PolicyDialogName } from "./policy-dialog-action.server.ts";

const DIALOGS = {
  cancel: CancelPolicyDialog,
  reinstate: ReinstatePolicyDialog,
  renew: RenewPolicyDialog,
  delete: DeletePolicyDialog,
} as const;

export type PolicyDialogActionData = FormReply | undefined;

/**
 * A More-menu dialog as a child route (docs/product/policies.md, "Dialogs"): the overview stays behind it, the server
 * renders it (so it works without JavaScript), and a refusal keeps it open.
 */
export function PolicyDialogRoute({
  name,
  actionData,
}: {
  name: PolicyDialogName;
  actionData: PolicyDialogActionData;
}) {
  const { policy, today } = usePolicy();
  const allowed = {
    cancel: policy.actions.canCancel,
    reinstate: policy.actions.canReinstate,
    renew: policy.actions.canRenew,
    delete: policy.actions.canDelete,
  }[name];
  const Dialog = DIALOGS[name];
  return (
    <>
      <PolicyOverview />
      {allowed || actionData ? (
        <Dialog
          policy={policy}
          today={today}
          lastResult={actionData?.lastResult}
          error={actionData?.applicationError}
        />
      ) : null}
    </>
  );
}
