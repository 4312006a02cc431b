import { AccountForm } from "#app/components/accounts/account-form.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { RouteDialog } from "#app/components/route-dialog.tsx";
import type { Route } from "./+types/new-account";

export { action } from "./new-account.server.ts";
export const meta = () => pageTitle("Create Account");

const PARENT = "/app/accounts";

/** Create Account (docs/product/accounts-and-contacts.md): a dialog over the accounts list. */
export default function NewAccount({ actionData }: Route.ComponentProps) {
  const lastResult = actionData && "lastResult" in actionData ? actionData.lastResult : undefined;
  return (
    <RouteDialog
      parentPath={PARENT}
      title="Create Account"
      description="A business or an individual you insure."
      className="max-w-2xl"
    >
      <AccountForm id="new-account" lastResult={lastResult} parentPath={PARENT} submitLabel="Create Account" />
    </RouteDialog>
  );
}
