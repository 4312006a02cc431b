import { and, asc, desc, eq } from "drizzle-orm";
import type { AgencyCtx } from "../../lib/context.ts";
import { accountContacts, contacts } from "../accounts/accounts.table.ts";

/** The account's primary contact (else its first), for the application's contact section. */
export async function primaryContactOf(ctx: AgencyCtx, accountId: string) {
  const [row] = await ctx.db
    .select({ id: contacts.id, name: contacts.name, phone: contacts.phone, email: contacts.email })
    .from(accountContacts)
    .innerJoin(contacts, eq(contacts.id, accountContacts.contactId))
    .where(and(eq(accountContacts.accountId, accountId), eq(contacts.agencyId, ctx.actor.agencyId)))
    .orderBy(desc(accountContacts.primary), asc(contacts.name))
    .limit(1);
  return row ?? null;
}
