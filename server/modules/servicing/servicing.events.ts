import { onEvent } from "../../lib/domain-events.ts";
import { refreshServiceRequestSearchText } from "./servicing-writes.service.ts";

/** An account was renamed: its requests are found by the new name (their stored search text). */
export const requestsOfRenamedAccount = onEvent(
  "accounts.account_details_changed",
  "servicing.refresh-search-text",
  async (ctx, { accountId, nameChanged }) => {
    if (nameChanged) await refreshServiceRequestSearchText(ctx, { accountId });
  },
);
