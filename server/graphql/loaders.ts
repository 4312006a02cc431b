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
import { getAgencySubscription, type Subscription } from "../modules/billing/subscription.service.ts";
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
 * request: a mutation's payload is read after the write, by loaders that were not primed before it.
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

function memo<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= read());
}

export function createLoaders(
  ctx: AgencyCtx,
  primed: { viewer?: AgencyUser; agency?: Agency; subscriptionState?: SubscriptionState | null } = {},
): Loaders {
  const loaders: Loaders = {
    account: byId((ids) => accountsByIds(ctx, ids)),
    agencyUser: byId((ids) => agencyUsersByIds(ctx, ids)),
    carrier: byId((ids) => carriersByIds(ctx, ids)),
    policy: byId((ids) => policiesByIds(ctx, ids)),
    serviceRequest: byId((ids) => serviceRequestsByIds(ctx, ids)),
    nextPolicies: grouped((ids) => nextPoliciesOfMany(ctx, ids)),
    contacts: grouped((ids) => contactsOfAccounts(ctx, ids)),
    viewerAgency: primed.agency ? () => Promise.resolve(primed.agency!) : memo(() => getViewerAgency(ctx)),
    subscription: memo(() => getAgencySubscription(ctx)),
    subscriptionState:
      primed.subscriptionState !== undefined
        ? () => Promise.resolve(primed.subscriptionState ?? null)
        : memo(() => subscriptionStateOfAgency(ctx)),
  };
  if (primed.viewer) loaders.agencyUser.prime(primed.viewer.id, primed.viewer);
  return loaders;
}
