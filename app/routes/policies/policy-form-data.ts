import type { ComboboxOption } from "#app/lib/combobox-filter.ts";

/** Client-safe helpers of the policy forms: carrier options (cached first) and error paths. */
export interface CarrierRow {
  id: string;
  name: string;
  naicCode: string | null;
  isCarrier: boolean;
  isBroker: boolean;
}

export function carrierOptions(carriers: readonly CarrierRow[]) {
  const option = (c: CarrierRow): ComboboxOption => ({
    value: c.id,
    label: c.name,
    description: c.naicCode ? `NAIC ${c.naicCode}` : null,
  });
  return {
    carriers: carriers.filter((c) => c.isCarrier).map(option),
    brokers: carriers.filter((c) => c.isBroker).map((c) => ({ ...option(c), description: "Wholesale broker" })),
  };
}

const CARRIERS_QUERY = `query PolicyFormCarriers { carriers { id name naicCode isCarrier isBroker } }`;
const CACHE_MS = 10 * 60 * 1000;
let cache: { at: number; carriers: CarrierRow[] } | null = null;

/** Remembers the carriers a loader returned, for the next form opened in this tab. */
export function rememberCarriers(carriers: CarrierRow[]) {
  cache = { at: Date.now(), carriers };
}

/** The carriers list: from this tab's cache when fresh ("cached first"), else one GraphQL call. */
export async function cachedCarriers(): Promise<CarrierRow[]> {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.carriers;
  const response = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ query: CARRIERS_QUERY }),
  });
  const body = (await response.json()) as { data?: { carriers: CarrierRow[] } };
  rememberCarriers(body.data?.carriers ?? []);
  return cache!.carriers;
}

export const carriersAreCached = () => cache !== null && Date.now() - cache.at < CACHE_MS;

async function graphqlFetch<T>(
  query: string,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T | null> {
  const response = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ query, variables }),
    signal,
  });
  const body = (await response.json()) as { data?: T };
  return body.data ?? null;
}

interface AccountHit {
  id: string;
  type: string;
  account: { name: string; email: string | null };
}

/** Business accounts whose name, email, … contain the query (server-side search), as options. */
export async function searchBusinessAccounts(query: string, signal: AbortSignal): Promise<ComboboxOption[]> {
  const data = await graphqlFetch<{ accounts: { nodes: AccountHit[] } }>(
    `query PolicyAccountOptions($search: String) { accounts(search: $search, pageSize: 50) { nodes { id type account { name email } } } }`,
    { search: query },
    signal,
  );
  return (data?.accounts.nodes ?? [])
    .filter((a) => a.type === "BUSINESS")
    .map((a) => ({ value: a.id, label: a.account.name, description: a.account.email ?? null }));
}

/** One business account as the preselected option, or null. */
export async function fetchBusinessAccount(id: string | null): Promise<{ id: string; name: string } | null> {
  if (!id) return null;
  const data = await graphqlFetch<{ account: AccountHit | null }>(
    `query PolicyAccount($id: ID!) { account(id: $id) { id type account { name email } } }`,
    { id },
  ).catch(() => null);
  return data?.account?.type === "BUSINESS" ? { id: data.account.id, name: data.account.account.name } : null;
}
