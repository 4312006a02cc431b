import type { AgencyCtx } from "../../lib/context.ts";
import { contactsOfAccount } from "../accounts/accounts.query.ts";

/** The account's primary contact (else its first), for the application's contact section. */
export async function primaryContactOf(ctx: AgencyCtx, accountId: string) {
  const contacts = await contactsOfAccount(ctx, accountId);
  const contact = contacts.find((c) => c.primary) ?? contacts[0];
  return contact ? { id: contact.id, name: contact.name, phone: contact.phone, email: contact.email } : null;
}
