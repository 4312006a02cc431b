import { randomUUID } from "node:crypto";
import { faker } from "@faker-js/faker";
import type { AccountInputDraft, AccountType, Address } from "#domain/account.ts";
import { noClient, type AgencyCtx, type Ctx } from "#server/lib/context.ts";
import { listContacts, type Account } from "#server/modules/accounts/accounts.query.ts";
import { createAccount } from "#server/modules/accounts/accounts.service.ts";
import { accountContacts, accounts, contacts } from "#server/modules/accounts/accounts.table.ts";

/** Accounts and contacts for tests, the demo agency and the benchmark seed. */

let sequence = 0;
const next = () => `${++sequence}-${randomUUID().slice(0, 6)}`;

/** Real New England places (city, state, ZIP) so the ZIP autofill agrees with the seed. */
const PLACES: Array<[string, string, string]> = [
  ["Portland", "ME", "04101"],
  ["Bangor", "ME", "04401"],
  ["Kennebunk", "ME", "04043"],
  ["Bar Harbor", "ME", "04609"],
  ["Boston", "MA", "02108"],
  ["Salem", "MA", "01970"],
  ["Worcester", "MA", "01608"],
  ["Gloucester", "MA", "01930"],
  ["Cambridge", "MA", "02139"],
  ["Plymouth", "MA", "02360"],
  ["Providence", "RI", "02903"],
  ["Newport", "RI", "02840"],
  ["Portsmouth", "NH", "03801"],
  ["Manchester", "NH", "03101"],
  ["Concord", "NH", "03301"],
  ["Burlington", "VT", "05401"],
  ["Stowe", "VT", "05672"],
  ["New Haven", "CT", "06510"],
  ["Hartford", "CT", "06103"],
  ["Mystic", "CT", "06355"],
];
const STREETS = [
  "Commercial Street",
  "Main Street",
  "Water Street",
  "Elm Street",
  "Congress Street",
  "Harbor Road",
  "Mill Street",
  "Church Street",
  "Ocean Avenue",
  "School Street",
];

const BUSINESSES: Array<[name: string, dba: string | null, contact: string]> = [
  ["Casco Bay Lobster Co.", "Casco Lobster", "Ellen Marsh"],
  ["Granite State Roofing LLC", null, "Tom Beaulieu"],
  ["Back Bay Dental Group", null, "Dr. Anita Rao"],
  ["Old Port Coffee Roasters", "Old Port Coffee", "Liam Doherty"],
  ["Green Mountain Builders Inc.", null, "Carla Jennings"],
  ["Narragansett Marine Services", null, "Paul Medeiros"],
  ["Pioneer Valley Landscaping", "PV Landscapes", "Grace Whitaker"],
  ["Nor'easter Brewing Company", "Nor'easter Brew", "Owen Fitzgerald"],
  ["Beacon Hill Property Management", null, "Samantha Greene"],
  ["Kennebec Timber Supply", null, "Hank Pelletier"],
  ["Mystic Seaport Tours", "Mystic Tours", "Rosa Alvarez"],
  ["White Mountain Outfitters", null, "Derek Lavoie"],
  ["Cape Ann Fish Market", null, "Maria Santos"],
  ["Harborview Veterinary Clinic", null, "Dr. Kevin Cho"],
  ["Lakes Region Electric", null, "Bill Tremblay"],
  ["Penobscot Auto Repair", "Penobscot Auto", "Jake Thibodeau"],
  ["Champlain Valley Creamery", null, "Nora Lindgren"],
  ["Blackstone River Logistics", null, "Ray Costa"],
  ["Seacoast Yoga Studio", null, "Hannah Price"],
  ["Quincy Quarry Stoneworks", null, "Frank Moretti"],
  ["Berkshire Inn & Suites", "The Berkshire", "Claire Dubois"],
  ["Newport Sailing Academy", null, "Will Hastings"],
  ["Charles River Software LLC", null, "Priyanka Nair"],
  ["Acadia Trail Bike Rentals", null, "Ben Carver"],
  ["Merrimack Plumbing & Heating", "Merrimack P&H", "Lou Gagnon"],
  ["Saltwater Catering Co.", null, "Julia Brennan"],
  ["Hartford Print & Sign", null, "Marcus Reid"],
  ["Vermont Maple Collective", null, "Ada Whitcomb"],
];
const INDIVIDUALS = [
  "Margaret O'Brien",
  "David Nguyen",
  "Sarah Whitman",
  "James Callahan",
  "Lucia Ferreira",
  "Michael Chen",
  "Emily Lawson",
  "Robert Boucher",
  "Aisha Bello",
  "Peter Kowalski",
  "Katherine Sullivan",
  "Daniel Moreau",
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const phoneFor = (index: number) =>
  `(${["207", "617", "401", "603", "802", "860"][index % 6]}) 555-${String(100 + index).padStart(4, "0")}`;
function addressFor(index: number): Address {
  const [city, zone, postalCode] = PLACES[index % PLACES.length]!;
  return {
    line1: `${10 + ((index * 37) % 480)} ${STREETS[index % STREETS.length]}`,
    line2: index % 5 === 0 ? `Suite ${100 + index}` : null,
    city,
    zone,
    postalCode,
  };
}

/** A valid create-account input; `overrides` replace whole top-level parts. */
export function accountInputFor(
  type: AccountType = "BUSINESS",
  overrides: Partial<AccountInputDraft> = {},
): AccountInputDraft {
  const id = next();
  const base: AccountInputDraft = {
    type,
    account: {
      name: type === "BUSINESS" ? `Test Business ${id}` : `Test Person ${id}`,
      email: `account-${id}@example.test`,
      phone: "(207) 555-0100",
      mailingAddress: { line1: "1 Main Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
    },
    business: type === "BUSINESS" ? { dba: null, website: null } : null,
    contact:
      type === "BUSINESS"
        ? { name: `Contact ${id}`, email: `contact-${id}@example.test`, phone: "(207) 555-0101" }
        : null,
  };
  return { ...base, ...overrides };
}

/** An account created through the service (so its contact and audit entry exist too). */
export async function buildAccount(
  ctx: AgencyCtx,
  type: AccountType = "BUSINESS",
  overrides: Partial<AccountInputDraft> = {},
): Promise<Account> {
  return createAccount(ctx, accountInputFor(type, overrides));
}

/** A contact of the agency (not linked to an account). */
export async function buildContact(
  ctx: Ctx,
  agencyId: string,
  overrides: { name?: string; email?: string | null; phone?: string | null } = {},
) {
  const id = next();
  const [contact] = await ctx.db
    .insert(contacts)
    .values({
      agencyId,
      name: overrides.name ?? `Contact ${id}`,
      email: overrides.email === undefined ? `contact-${id}@example.test` : overrides.email,
      phone: overrides.phone === undefined ? "(207) 555-0102" : overrides.phone,
    })
    .returning();
  return contact!;
}

function actingAs(ctx: Ctx, agencyId: string, userId: string): AgencyCtx {
  return {
    ...ctx,
    actor: { type: "AGENCY_USER", agencyId, agencyUserId: userId, sessionId: null },
    client: ctx.client ?? noClient,
  };
}

/**
 * ~40 New England clients of the demo agency (28 businesses with a primary contact, two of
 * them sharing one; 12 individuals), created through the service by the first user.
 */
export async function seedDemoAccounts(
  ctx: Ctx,
  { agency, users }: { agency: { id: string }; users: Array<{ id: string }> },
) {
  const actor = actingAs(ctx, agency.id, users[0]!.id);
  const created: Account[] = [];
  for (const [index, [name, dba, contactName]] of BUSINESSES.entries()) {
    const domain = `${slug(dba ?? name).replace(/-(llc|inc|co)$/, "")}.example`;
    // The last business shares its contact with Old Port Coffee Roasters (an existing contact).
    const associateContactId =
      index === BUSINESSES.length - 1
        ? ((await listContacts(actor, { search: BUSINESSES[3]![2] }))[0]?.id ?? null)
        : null;
    created.push(
      await createAccount(actor, {
        type: "BUSINESS",
        account: { name, email: `office@${domain}`, phone: phoneFor(index), mailingAddress: addressFor(index) },
        business: { dba, website: index % 3 === 0 ? `https://www.${domain}` : null },
        ...(associateContactId
          ? { associateContactId }
          : {
              contact: {
                name: contactName,
                email: `${slug(contactName.replace(/^Dr\. /, "")).replace(/-/g, ".")}@${domain}`,
                phone: phoneFor(index + 50),
              },
            }),
      }),
    );
  }
  for (const [index, name] of INDIVIDUALS.entries()) {
    created.push(
      await createAccount(actor, {
        type: "INDIVIDUAL",
        account: {
          name,
          email: `${slug(name).replace(/-/g, ".")}@mail.example`,
          phone: phoneFor(index + 100),
          mailingAddress: addressFor(index + 7),
        },
      }),
    );
  }
  return { accounts: created };
}

/**
 * `count` accounts (two in three businesses, each with a contact) bulk-inserted in chunks,
 * bypassing the service: the benchmark's large seed. Deterministic for a given `seed`.
 */
export async function buildLargeAccounts(
  ctx: Ctx,
  agencyId: string,
  count = 10_000,
  { seed = 4 } = {},
): Promise<string[]> {
  faker.seed(seed);
  const ids: string[] = [];
  const CHUNK = 1000;
  for (let start = 0; start < count; start += CHUNK) {
    const accountRows: Array<typeof accounts.$inferInsert> = [];
    const contactRows: Array<typeof contacts.$inferInsert> = [];
    const links: Array<typeof accountContacts.$inferInsert> = [];
    for (let index = start; index < Math.min(count, start + CHUNK); index++) {
      const id = faker.string.uuid();
      const type: AccountType = index % 3 === 2 ? "INDIVIDUAL" : "BUSINESS";
      const [city, zone, postalCode] = PLACES[index % PLACES.length]!;
      const name = type === "BUSINESS" ? faker.company.name() : faker.person.fullName();
      accountRows.push({
        id,
        agencyId,
        type,
        name,
        email: faker.internet.email({ firstName: name.split(/\s+/)[0], provider: "example.test" }).toLowerCase(),
        phone: phoneFor(index % 9000),
        mailingAddress: { line1: faker.location.streetAddress(), line2: null, city, zone, postalCode },
        dba: type === "BUSINESS" && index % 4 === 0 ? faker.company.buzzNoun() : null,
        website: null,
      });
      if (type === "BUSINESS") {
        const contactId = faker.string.uuid();
        contactRows.push({
          id: contactId,
          agencyId,
          name: faker.person.fullName(),
          email: faker.internet.email({ provider: "example.test" }).toLowerCase(),
          phone: phoneFor((index + 7) % 9000),
        });
        links.push({ accountId: id, contactId, primary: true });
      }
      ids.push(id);
    }
    await ctx.db.insert(accounts).values(accountRows);
    if (contactRows.length) await ctx.db.insert(contacts).values(contactRows);
    if (links.length) await ctx.db.insert(accountContacts).values(links);
  }
  return ids;
}
