import type { Route } from "./+types/edit-account";
import { submitAccount } from "./account-action.server.ts";

/** POST or PUT /app/accounts/{id}/edit: same input as create, then the account overview. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return submitAccount(request, context, params.accountId);
}
