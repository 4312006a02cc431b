import { statementCache } from "../../db/statement-cache.ts";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { countCap, countLimitValue, countQuery, countResult } from "../../db/list-count.ts";
import type { ListCount } from "../../../domain/list-count.ts";
import { accountsQueryInput } from "../../../domain/account.ts";
import { UNNAMED, type Db } from "../../db/client.ts";
import { idIn } from "../../db/id-in.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError, parseInput } from "../../lib/errors.ts";
import { accountContacts, accounts, contacts } from "./accounts.table.ts";

export type Account = typeof accounts.$inferSelect;
export type Contact = typeof contacts.$inferSelect;
export type AccountContact = Contact & { primary: boolean };

import { isUuid } from "../../lib/uuid.ts";

export { isUuid };

/** `%word%` patterns for LIKE, one per word of the search (every word must match). */
export function searchPatterns(search: string | null | undefined): string[] {
  return (search ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `%${word.replace(/[\\%_]/g, "\\$&")}%`);
}

/** An account of the signed-in user's agency; another agency's ids (and malformed ids) are not found. */
export async function getAccount(ctx: AgencyCtx, id: string): Promise<Account> {
  const [account] = isUuid(id)
    ? await ctx.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, id), eq(accounts.agencyId, ctx.actor.agencyId)))
    : [];
  if (!account) throw new DomainError("NOT_FOUND", "Account not found");
  return account;
}

/** The agency's accounts among `ids` (per-request batching of Policy.account, ServiceRequest.account). */
export async function accountsByIds(ctx: AgencyCtx, ids: readonly string[]): Promise<Map<string, Account>> {
  const unique = [...new Set(ids)].filter(isUuid);
  if (unique.length === 0) return new Map();
  const rows = await accountsByIdsStatement(ctx.db, "", () => prepareAccountsByIds(ctx.db)).execute({
    ids: unique,
    agencyId: ctx.actor.agencyId,
  });
  return new Map(rows.map((row) => [row.id, row]));
}

const prepareAccountsByIds = (db: Db) =>
  db
    .select()
    .from(accounts)
    .where(and(idIn(accounts.id), eq(accounts.agencyId, sql.placeholder("agencyId"))))
    .prepare(UNNAMED);
const accountsByIdsStatement = statementCache<ReturnType<typeof prepareAccountsByIds>>();

export interface AccountsPage extends ListCount {
  nodes: Account[];
  page: number;
  pageSize: number;
}

/**
 * The accounts list (docs/product/accounts-and-contacts.md): every word of `search` must occur somewhere in the account
 * (name, DBA, email, phone, address — the generated `search_text`, trigram-indexed), by
 * name, one page at a time.
 */
export async function listAccounts(ctx: AgencyCtx, query: unknown = {}): Promise<AccountsPage> {
  const { search, page, pageSize, countLimit } = parseInput(accountsQueryInput, query);
  const patterns = searchPatterns(search);
  const offset = (page - 1) * pageSize;
  const cap = countCap(countLimit, offset, pageSize);
  const statements = accountLists(ctx.db, `${patterns.length}:${cap !== undefined}`, () =>
    prepareAccountList(ctx.db, patterns.length, cap !== undefined),
  );
  const values: Record<string, unknown> = { agencyId: ctx.actor.agencyId, limit: pageSize, offset };
  if (cap !== undefined) values.countLimit = countLimitValue(cap);
  patterns.forEach((pattern, index) => (values[`word${index}`] = pattern));
  const [nodes, [total]] = await Promise.all([statements.page.execute(values), statements.count.execute(values)]);
  return { nodes, ...countResult(total?.n, cap), page, pageSize };
}

/** The list's statements per number of search words and count (at most 18: searchPatterns keeps 8); unnamed, so PostgreSQL still plans each run for its values. */
const accountLists = statementCache<ReturnType<typeof prepareAccountList>>();

/** The list's page and count statements for a number of search words, exact or capped count, values as placeholders. */
function prepareAccountList(db: Db, words: number, capped: boolean) {
  const where = and(
    eq(accounts.agencyId, sql.placeholder("agencyId")),
    ...Array.from(
      { length: words },
      (_, index): SQL => sql`${accounts.searchText} like ${sql.placeholder(`word${index}`)}`,
    ),
  );
  return {
    page: db
      .select()
      .from(accounts)
      .where(where)
      .orderBy(asc(accounts.name), asc(accounts.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(UNNAMED),
    count: countQuery(db, accounts, where, capped ? "placeholder" : undefined, words > 0).prepare(UNNAMED),
  };
}

/** Contacts of the agency for the existing-contact picker: name or email contains `search`. */
export async function listContacts(ctx: AgencyCtx, options: { search?: string | null; first?: number | null } = {}) {
  const first = Math.min(Math.max(options.first ?? 50, 1), 100);
  const patterns = searchPatterns(options.search?.slice(0, 200));
  return ctx.db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.agencyId, ctx.actor.agencyId),
        ...patterns.map(
          (pattern): SQL =>
            sql`lower(${contacts.name} || ' ' || coalesce(${contacts.email}, '') || ' ' || coalesce(${contacts.phone}, '')) like ${pattern}`,
        ),
      ),
    )
    .orderBy(asc(contacts.name), asc(contacts.id))
    .limit(first);
}

/** A contact of the signed-in user's agency; another agency's ids are not found. */
export async function getContact(ctx: AgencyCtx, id: string): Promise<Contact> {
  const [contact] = isUuid(id)
    ? await ctx.db
        .select()
        .from(contacts)
        .where(and(eq(contacts.id, id), eq(contacts.agencyId, ctx.actor.agencyId)))
    : [];
  if (!contact) throw new DomainError("NOT_FOUND", "Contact not found");
  return contact;
}

/** The contacts of accounts (primary first, then by name), grouped by account id. */
export async function contactsOfAccounts(ctx: AgencyCtx, accountIds: string[]): Promise<Map<string, AccountContact[]>> {
  const byAccount = new Map<string, AccountContact[]>(accountIds.map((id) => [id, []]));
  if (accountIds.length === 0) return byAccount;
  const rows = await ctx.db
    .select({ accountId: accountContacts.accountId, primary: accountContacts.primary, contact: contacts })
    .from(accountContacts)
    .innerJoin(contacts, eq(contacts.id, accountContacts.contactId))
    .where(and(inArray(accountContacts.accountId, accountIds), eq(contacts.agencyId, ctx.actor.agencyId)))
    .orderBy(desc(accountContacts.primary), asc(contacts.name));
  for (const row of rows) byAccount.get(row.accountId)?.push({ ...row.contact, primary: row.primary });
  return byAccount;
}

export async function contactsOfAccount(ctx: AgencyCtx, accountId: string): Promise<AccountContact[]> {
  return (await contactsOfAccounts(ctx, [accountId])).get(accountId) ?? [];
}
