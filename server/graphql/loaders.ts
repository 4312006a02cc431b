import DataLoader from "dataloader";
import type { AgencyCtx } from "../lib/context.ts";
import {
  accountsByIds,
  contactsOfAccounts,
  type Account,
  type AccountContact,
} from "../modules/accounts/accounts.query.ts";
import type { SubscriptionState } from "../../domain/subscription.ts";
import { subscriptionStateOfAgency } from "../modules/billing/entitlements.service.ts";
import type { SubscriptionWithSeats } from "../modules/billing/billing.sql.ts";
import { getAgencySubscription, subscriptionOf, type Subscription } from "../modules/billing/subscription.service.ts";
import { carriersByIds } from "../modules/carriers/carriers.service.ts";
import { agencyUsersByIds, getViewerAgency, type Agency, type AgencyUser } from "../modules/identity/agency.service.ts";
import { nextPoliciesOfMany, policiesByIds, type BusinessPolicy } from "../modules/policies/policies.service.ts";
import { serviceRequestsByIds, type ServiceRequest } from "../modules/servicing/servicing.service.ts";

type Carrier = Awaited<ReturnType<typeof carriersByIds>> extends Map<string, infer C> ? C : never;

/**
 * Per-request batching (ADR 018): every relation a list renders is read through one of these, so
 * a page's statement count does not grow with its rows. Created once per request in the GraphQL
 * context (the shell's and the page's operations share them); each calls a module's read
 * function, resolvers never query the database themselves. The cache lives as long as the
 * request, until a mutation runs (`afterWrite`): its payload, and the loaders of a page after its
 * action, read afresh.
 */
export interface Loaders {
  account: DataLoader<string, Account | null>;
  agencyUser: DataLoader<string, AgencyUser | null>;
  carrier: DataLoader<string, Carrier | null>;
  policy: DataLoader<string, BusinessPolicy | null>;
  serviceRequest: DataLoader<string, ServiceRequest | null>;
  /** A policy's renewals, oldest first (renewal.nextPolicies, actions). */
  nextPolicies: DataLoader<string, BusinessPolicy[]>;
  /** An account's contacts, the primary one first. */
  contacts: DataLoader<string, AccountContact[]>;
  /** The signed-in user's agency and its subscription: read once per request (the shell and the page). */
  viewerAgency(): Promise<Agency>;
  subscription(): Promise<Subscription | null>;
  /** The subscription's state for the gate (null without one): from the session's statement when it came with it. */
  subscriptionState(): Promise<SubscriptionState | null>;
  /** Forgets everything read so far (what came with the session too): a write ran, its payload reads afresh. */
  afterWrite(): void;
}

function byId<T>(load: (ids: string[]) => Promise<Map<string, T>>): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>(async (ids) => {
    const found = await load([...ids]);
    return ids.map((id) => found.get(id) ?? null);
  });
}

function grouped<T>(load: (ids: string[]) => Promise<Map<string, T[]>>): DataLoader<string, T[]> {
  return new DataLoader<string, T[]>(async (ids) => {
    const found = await load([...ids]);
    return ids.map((id) => found.get(id) ?? []);
  });
}

function memo<T>(read: () => Promise<T>) {
  let value: Promise<T> | undefined;
  return Object.assign(() => (value ??= read()), { forget: () => (value = undefined) });
}

export function createLoaders(
  ctx: AgencyCtx,
  primed: { viewer?: AgencyUser; agency?: Agency; subscription?: SubscriptionWithSeats | null } = {},
): Loaders {
  // what came with the session's statement, until a write
  let fromSession = primed;
  const agency = memo(() => (fromSession.agency ? Promise.resolve(fromSession.agency) : getViewerAgency(ctx)));
  const subscription = memo(async () =>
    fromSession.subscription !== undefined
      ? fromSession.subscription && subscriptionOf(fromSession.subscription)
      : getAgencySubscription(ctx),
  );
  const subscriptionState = memo(async () =>
    fromSession.subscription !== undefined
      ? (fromSession.subscription?.row.state ?? null)
      : subscriptionStateOfAgency(ctx),
  );
  const loaders: Loaders = {
    account: byId((ids) => accountsByIds(ctx, ids)),
    agencyUser: byId((ids) => agencyUsersByIds(ctx, ids)),
    carrier: byId((ids) => carriersByIds(ctx, ids)),
    policy: byId((ids) => policiesByIds(ctx, ids)),
    serviceRequest: byId((ids) => serviceRequestsByIds(ctx, ids)),
    nextPolicies: grouped((ids) => nextPoliciesOfMany(ctx, ids)),
    contacts: grouped((ids) => contactsOfAccounts(ctx, ids)),
    viewerAgency: agency,
    subscription,
    subscriptionState,
    afterWrite() {
      fromSession = {};
      const batched: Array<DataLoader<string, unknown>> = [
        this.account,
        this.agencyUser,
        this.carrier,
        this.policy,
        this.serviceRequest,
        this.nextPolicies,
        this.contacts,
      ];
      for (const loader of batched) loader.clearAll();
      for (const read of [agency, subscription, subscriptionState]) read.forget();
    },
  };
  if (primed.viewer) loaders.agencyUser.prime(primed.viewer.id, primed.viewer);
  return loaders;
}
