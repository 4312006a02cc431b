import { and, eq, sql } from "drizzle-orm";
import { accountInput, type AccountInput, type ContactInput } from "../../../domain/account.ts";
import { inTransaction, type AgencyCtx } from "../../lib/context.ts";
import { DomainError, parseInput, ValidationError } from "../../lib/errors.ts";
import { publishEvent } from "../../lib/domain-events.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { contactsOfAccount, getAccount, isUuid, type Account, type Contact } from "./accounts.query.ts";
import { accountContacts, accounts, contacts } from "./accounts.table.ts";

/** The columns an account input sets (business fields are cleared on an individual). */
function accountValues(input: AccountInput) {
  return {
    type: input.type,
    name: input.account.name,
    email: input.account.email,
    phone: input.account.phone,
    mailingAddress: input.account.mailingAddress,
    dba: input.business?.dba ?? null,
    website: input.business?.website ?? null,
  };
}

/** The chosen existing contact, in this agency; anything else is a field error under associateContactId. */
async function existingContact(ctx: AgencyCtx, id: string): Promise<Contact> {
  const [contact] = isUuid(id)
    ? await ctx.db
        .select()
        .from(contacts)
        .where(and(eq(contacts.id, id), eq(contacts.agencyId, ctx.actor.agencyId)))
    : [];
  if (!contact) throw ValidationError.field("associateContactId", "Contact not found. Choose a contact from the list.");
  return contact;
}

async function insertContact(ctx: AgencyCtx, input: ContactInput): Promise<Contact> {
  const [contact] = await ctx.db
    .insert(contacts)
    .values({ agencyId: ctx.actor.agencyId, name: input.name, email: input.email, phone: input.phone })
    .returning();
  await recordAudit(ctx, { action: "accounts.contact_created", recordType: "contact", recordId: contact!.id });
  return contact!;
}

/** Makes `contactId` the account's one primary contact. */
async function setPrimaryContact(ctx: AgencyCtx, accountId: string, contactId: string): Promise<void> {
  await ctx.db.update(accountContacts).set({ primary: false }).where(eq(accountContacts.accountId, accountId));
  await ctx.db
    .insert(accountContacts)
    .values({ accountId, contactId, primary: true })
    .onConflictDoUpdate({ target: [accountContacts.accountId, accountContacts.contactId], set: { primary: true } });
}

/**
 * Create Account (docs/product/accounts-and-contacts.md): a business with its primary contact (new, or an existing one
 * of the agency chosen by id), or an individual.
 */
export async function createAccount(ctx: AgencyCtx, raw: unknown): Promise<Account> {
  const input = parseInput(accountInput, raw);
  return inTransaction(ctx, async (tx) => {
    const contact = input.associateContactId
      ? await existingContact(tx, input.associateContactId)
      : input.contact
        ? await insertContact(tx, input.contact)
        : null;
    const [account] = await tx.db
      .insert(accounts)
      .values({ agencyId: tx.actor.agencyId, ...accountValues(input) })
      .returning();
    if (contact) await setPrimaryContact(tx, account!.id, contact.id);
    await recordAudit(tx, {
      action: "accounts.account_created",
      recordType: "account",
      recordId: account!.id,
      data: { type: input.type, name: input.account.name, contactId: contact?.id ?? null },
    });
    return account!;
  });
}

/**
 * Edit account: the same input as create. For a business, `contact` edits the current
 * primary contact (or adds one), `associateContactId` makes another contact the primary.
 */
export async function updateAccount(ctx: AgencyCtx, id: string, raw: unknown): Promise<Account> {
  const input = parseInput(accountInput, raw);
  return inTransaction(ctx, async (tx) => {
    const current = await getAccount(tx, id);
    let contactId: string | null = null;
    if (input.associateContactId) {
      contactId = (await existingContact(tx, input.associateContactId)).id;
      await setPrimaryContact(tx, current.id, contactId);
    } else if (input.contact) {
      const primary = (await contactsOfAccount(tx, current.id)).find((contact) => contact.primary);
      if (primary) {
        await tx.db
          .update(contacts)
          .set({ ...input.contact, updatedAt: sql`now()` })
          .where(and(eq(contacts.id, primary.id), eq(contacts.agencyId, tx.actor.agencyId)));
        contactId = primary.id;
      } else {
        contactId = (await insertContact(tx, input.contact)).id;
        await setPrimaryContact(tx, current.id, contactId);
      }
    }
    const [account] = await tx.db
      .update(accounts)
      .set({ ...accountValues(input), updatedAt: sql`now()` })
      .where(and(eq(accounts.id, current.id), eq(accounts.agencyId, tx.actor.agencyId)))
      .returning();
    if (!account) throw new DomainError("NOT_FOUND", "Account not found");
    // policies and service requests keep a copy of what they are searched by: their handlers refresh it
    if (account.searchText !== current.searchText) {
      await publishEvent(tx, "accounts.account_details_changed", {
        accountId: account.id,
        nameChanged: account.name !== current.name,
      });
    }
    await recordAudit(tx, {
      action: "accounts.account_updated",
      recordType: "account",
      recordId: account.id,
      data: { type: input.type, name: input.account.name, contactId, typeChanged: current.type !== input.type },
    });
    return account;
  });
}
