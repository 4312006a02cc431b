import { onEvent } from "../../lib/domain-events.ts";
import { refreshPolicySearchText } from "./policy-search.ts";

/** An account's searched fields changed: its policies are found by the new ones (their stored search text). */
export const policiesOfRenamedAccount = onEvent(
  "accounts.account_details_changed",
  "policies.refresh-search-text",
  async (ctx, { accountId }) => {
    await refreshPolicySearchText(ctx, { accountId });
  },
);
