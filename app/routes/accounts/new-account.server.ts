import type { Route } from "./+types/new-account";
import { submitAccount } from "./account-action.server.ts";

/** POST /app/accounts/new: Create Account, then its overview. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitAccount(request, context, null);
}
