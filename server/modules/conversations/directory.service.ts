import type { AgencyCtx } from "../../lib/context.ts";
import { contactsOfAccounts, listAccounts } from "../accounts/accounts.query.ts";
import { listBusinessPolicies } from "../policies/policies.service.ts";
import type { Directory } from "./sender-match.ts";

/** At most this many accounts and policies are read for matching (pages of 100). */
export const DIRECTORY_LIMIT = 5_000;

/**
 * The agency's accounts, their contacts and their policy numbers, read through the accounts and
 * policies modules for sender matching. Read whole per message: fine for the books of the plans
 * (hundreds to a few thousand accounts); a larger book would want lookups by address, domain and
 * number instead (ADR 068, "Limits").
 */
export async function loadDirectory(ctx: AgencyCtx): Promise<Directory> {
  const accounts: Directory["accounts"] = [];
  for (let page = 1; accounts.length < DIRECTORY_LIMIT; page++) {
    const { nodes } = await listAccounts(ctx, { page, pageSize: 100, countLimit: 1 });
    for (const a of nodes) accounts.push({ id: a.id, name: a.name, dba: a.dba, email: a.email, website: a.website });
    if (nodes.length < 100) break;
  }
  const contacts: Directory["contacts"] = [];
  for (let i = 0; i < accounts.length; i += 500) {
    const byAccount = await contactsOfAccounts(
      ctx,
      accounts.slice(i, i + 500).map((a) => a.id),
    );
    for (const [accountId, list] of byAccount)
      for (const c of list) contacts.push({ id: c.id, accountId, name: c.name, email: c.email, phone: c.phone });
  }
  const policies: Directory["policies"] = [];
  for (let page = 1; policies.length < DIRECTORY_LIMIT; page++) {
    const { nodes } = await listBusinessPolicies(ctx, { page, pageSize: 100, countLimit: 1 });
    for (const p of nodes) {
      if (p.policyNumber) policies.push({ accountId: p.accountId, number: p.policyNumber });
      if (p.quoteNumber) policies.push({ accountId: p.accountId, number: p.quoteNumber });
    }
    if (nodes.length < 100) break;
  }
  return { accounts, contacts, policies };
}
