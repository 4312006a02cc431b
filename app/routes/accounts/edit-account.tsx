import { AccountForm, type AccountFormValue } from "#app/components/accounts/account-form.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { RouteDialog } from "#app/components/route-dialog.tsx";
import { AccountOverviewCards } from "./account-overview.tsx";
import { useAccount } from "./use-account.ts";
import type { AccountDetail } from "./account.server.ts";
import type { Route } from "./+types/edit-account";

export { action } from "./edit-account.server.ts";
export const meta = () => pageTitle("Edit Account");

function formValue(account: AccountDetail): Partial<AccountFormValue> {
  const address = account.account.mailingAddress;
  return {
    type: account.type,
    account: {
      name: account.account.name,
      email: account.account.email ?? "",
      phone: account.account.phone ?? "",
      mailingAddress: {
        line1: address?.line1 ?? "",
        line2: address?.line2 ?? "",
        city: address?.city ?? "",
        zone: address?.zone ?? "",
        postalCode: address?.postalCode ?? "",
      },
    },
    business: { dba: account.dba ?? "", website: account.website ?? "" },
    contact: {
      name: account.primaryContact?.name ?? "",
      email: account.primaryContact?.email ?? "",
      phone: account.primaryContact?.phone ?? "",
    },
  };
}

/**
 * Edit account (docs/product/accounts-and-contacts.md): the create form filled in; saving goes to
 * the account overview.
 */
export default function EditAccount({ actionData, params }: Route.ComponentProps) {
  const account = useAccount();
  const parent = `/app/accounts/${params.accountId}/overview`;
  const lastResult = actionData && "lastResult" in actionData ? actionData.lastResult : undefined;
  return (
    <>
      {/* The overview stays behind the dialog. */}
      <AccountOverviewCards />
      <RouteDialog
        parentPath={parent}
        title="Edit Account"
        description="Changes to the primary contact apply wherever the contact is used."
        className="max-w-2xl"
      >
        <AccountForm
          id={`edit-account-${account.id}`}
          lastResult={lastResult}
          defaultValue={formValue(account)}
          parentPath={parent}
          submitLabel="Save changes"
          editing
        />
      </RouteDialog>
    </>
  );
}
