import { sql, type SQL } from "drizzle-orm";
import type { SubscriptionState } from "../../../domain/subscription.ts";
import { agencySubscriptions } from "./billing.table.ts";

/**
 * The state of an agency's subscription (null without one), as a subquery another statement may
 * carry (ADR 017's SQL fragments): the session lookup brings the subscription gate's state with it
 * (ADR 018). `agencyId` must be qualified by its table.
 */
export const subscriptionStateSql = (agencyId: SQL): SQL<SubscriptionState | null> =>
  sql<SubscriptionState | null>`(select ${agencySubscriptions.state} from ${agencySubscriptions} where ${agencySubscriptions.agencyId} = ${agencyId})`;
