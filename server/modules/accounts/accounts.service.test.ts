import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountInputFor, buildAccount, buildContact } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError, ValidationError } from "../../lib/errors.ts";
import { listAuditEntries } from "../audit/audit.service.ts";
import { contactsOfAccount, getAccount, getContact, listAccounts, listContacts } from "./accounts.query.ts";
import { createAccount, updateAccount } from "./accounts.service.ts";

let runtime: TestRuntime;
let ctx: AgencyCtx;
let theirs: AgencyCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const other = await buildAgency(runtime.system, { name: "Theirs" });
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, other.id));
});
afterAll(() => runtime.close());

beforeEach(async () => {
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
});

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
async function fieldErrors(promise: Promise<unknown>) {
  const error = await errorOf(promise);
  expect(error).toBeInstanceOf(ValidationError);
  return Object.fromEntries((error as ValidationError).fieldErrors.map((e) => [e.path, e.message]));
}

describe("createAccount", () => {
  it("creates a business with a new primary contact, normalising phone, email and ZIP, and audits it", async () => {
    const account = await createAccount(ctx, {
      type: "BUSINESS",
      account: {
        name: "  Casco Bay Lobster Co. ",
        email: "Office@CascoBay.example",
        phone: "207.555.0199",
        mailingAddress: { line1: "12 Commercial St", line2: "", city: "Portland", zone: "me", postalCode: "041011234" },
      },
      business: { dba: "Casco Lobster", website: "cascobay.example" },
      contact: { name: "Ellen Marsh", email: "ellen@cascobay.example", phone: "+1 (207) 555-0142" },
    });
    expect(account).toMatchObject({
      type: "BUSINESS",
      name: "Casco Bay Lobster Co.",
      email: "office@cascobay.example",
      phone: "(207) 555-0199",
      dba: "Casco Lobster",
      website: "https://cascobay.example",
      mailingAddress: {
        line1: "12 Commercial St",
        line2: null,
        city: "Portland",
        zone: "ME",
        postalCode: "04101-1234",
      },
    });
    const contacts = await contactsOfAccount(ctx, account.id);
    expect(contacts).toMatchObject([
      { name: "Ellen Marsh", email: "ellen@cascobay.example", phone: "(207) 555-0142", primary: true },
    ]);
    expect((await listAuditEntries(ctx)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["accounts.account_created", "accounts.contact_created"]),
    );
  });

  it("creates an individual without business fields or contact", async () => {
    const account = await createAccount(ctx, accountInputFor("INDIVIDUAL", { business: { dba: "ignored" } }));
    expect(account).toMatchObject({ type: "INDIVIDUAL", dba: null, website: null });
    expect(await contactsOfAccount(ctx, account.id)).toEqual([]);
  });

  it("reports malformed email, phone and ZIP under their paths", async () => {
    const input = accountInputFor("BUSINESS");
    const errors = await fieldErrors(
      createAccount(ctx, {
        ...input,
        account: {
          name: "Acme",
          email: "not-an-email",
          phone: "555-12",
          mailingAddress: { line1: "1 Main St", city: "Boston", zone: "ZZ", postalCode: "0210" },
        },
        contact: { name: "Ann", email: "ann@", phone: "123-456-7890" },
      }),
    );
    expect(errors).toEqual({
      "account.email": "Enter a valid email address",
      "account.phone": "Enter a 10-digit US phone number",
      "account.mailingAddress.zone": "Choose a US state or territory",
      "account.mailingAddress.postalCode": "Enter a 5-digit ZIP code (or ZIP+4)",
      "contact.email": "Enter a valid email address",
      "contact.phone": "Enter a 10-digit US phone number",
    });
  });

  it("reports every missing field of a business, including the new contact's", async () => {
    const errors = await fieldErrors(createAccount(ctx, { type: "BUSINESS", account: { mailingAddress: {} } }));
    expect(errors).toEqual({
      "account.name": "Enter the name",
      "account.email": "Enter an email address",
      "account.phone": "Enter a phone number",
      "account.mailingAddress.line1": "Enter the street address",
      "account.mailingAddress.city": "Enter the city",
      "account.mailingAddress.zone": "Choose a state",
      "account.mailingAddress.postalCode": "Enter a ZIP code",
      "contact.name": "Enter the contact's name",
      "contact.email": "Enter an email address",
      "contact.phone": "Enter a phone number",
    });
  });

  it("asks an individual only for name, email, phone and address", async () => {
    const errors = await fieldErrors(createAccount(ctx, { type: "INDIVIDUAL", account: { name: "Pat" } }));
    expect(Object.keys(errors).sort()).toEqual(["account.email", "account.mailingAddress", "account.phone"]);
    const noType = await fieldErrors(createAccount(ctx, { account: {} }));
    expect(noType.type).toBe("Choose Business or Individual");
  });

  it("refuses a bad website", async () => {
    const errors = await fieldErrors(
      createAccount(ctx, accountInputFor("BUSINESS", { business: { website: "not a site" } })),
    );
    expect(errors).toEqual({ "business.website": "Enter a website address, like acme.com" });
  });

  it("associates an existing contact chosen by id; another agency's contact is refused", async () => {
    const contact = await buildContact(runtime.system, ctx.actor.agencyId, { name: "Shared Person" });
    const first = await buildAccount(ctx, "BUSINESS", { contact: null, associateContactId: contact.id });
    const second = await buildAccount(ctx, "BUSINESS", { contact: null, associateContactId: contact.id });
    expect((await contactsOfAccount(ctx, first.id)).map((c) => [c.id, c.primary])).toEqual([[contact.id, true]]);
    expect((await contactsOfAccount(ctx, second.id)).map((c) => c.id)).toEqual([contact.id]);

    const foreign = await buildContact(runtime.system, theirs.actor.agencyId);
    const errors = await fieldErrors(buildAccount(ctx, "BUSINESS", { contact: null, associateContactId: foreign.id }));
    expect(errors).toEqual({ associateContactId: "Contact not found. Choose a contact from the list." });
    const malformed = await fieldErrors(buildAccount(ctx, "BUSINESS", { contact: null, associateContactId: "abc" }));
    expect(malformed).toEqual({ associateContactId: "Choose a contact from the list" });
  });
});

describe("updateAccount", () => {
  it("updates the account and edits its primary contact in place", async () => {
    const account = await buildAccount(ctx, "BUSINESS");
    const [before] = await contactsOfAccount(ctx, account.id);
    const input = accountInputFor("BUSINESS", {
      contact: { name: "Renamed Contact", email: "new@x.example", phone: "6175550100" },
    });
    const updated = await updateAccount(ctx, account.id, {
      ...input,
      account: { ...input.account, name: "Renamed Co" },
    });
    expect(updated).toMatchObject({ id: account.id, name: "Renamed Co" });
    const after = await contactsOfAccount(ctx, account.id);
    expect(after).toMatchObject([{ id: before!.id, name: "Renamed Contact", phone: "(617) 555-0100", primary: true }]);
    expect((await listAuditEntries(ctx)).map((entry) => entry.action)).toContain("accounts.account_updated");
  });

  it("switches the primary contact to an existing one", async () => {
    const account = await buildAccount(ctx, "BUSINESS");
    const other = await buildContact(runtime.system, ctx.actor.agencyId, { name: "Zed Other" });
    await updateAccount(ctx, account.id, accountInputFor("BUSINESS", { contact: null, associateContactId: other.id }));
    const contacts = await contactsOfAccount(ctx, account.id);
    expect(contacts.map((c) => [c.name, c.primary])).toEqual([
      ["Zed Other", true],
      [expect.stringMatching(/^Contact /), false],
    ]);
  });

  it("validates with the same schema", async () => {
    const account = await buildAccount(ctx, "INDIVIDUAL");
    const input = accountInputFor("INDIVIDUAL");
    const errors = await fieldErrors(
      updateAccount(ctx, account.id, { ...input, account: { ...input.account, email: "x" } }),
    );
    expect(errors).toEqual({ "account.email": "Enter a valid email address" });
  });
});

describe("another agency's ids", () => {
  it("are not found for reading and updating accounts and contacts", async () => {
    const mine = await buildAccount(ctx, "BUSINESS");
    const [contact] = await contactsOfAccount(ctx, mine.id);
    const notFound = async (promise: Promise<unknown>, message: string) => {
      const error = await errorOf(promise);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: "NOT_FOUND", message });
    };
    await notFound(getAccount(theirs, mine.id), "Account not found");
    await notFound(getAccount(theirs, "not-a-uuid"), "Account not found");
    await notFound(getContact(theirs, contact!.id), "Contact not found");
    await notFound(updateAccount(theirs, mine.id, accountInputFor("INDIVIDUAL")), "Account not found");
    expect((await listAccounts(theirs, { search: mine.name })).totalCount).toBe(0);
    expect(await listContacts(theirs, { search: contact!.name })).toEqual([]);
    expect(await contactsOfAccount(theirs, mine.id)).toEqual([]);
    expect((await getAccount(ctx, mine.id)).name).toBe(mine.name);
  });
});

describe("listAccounts", () => {
  it("matches every word across name, DBA, email, phone and address, case-insensitively", async () => {
    const lobster = await buildAccount(ctx, "BUSINESS", {
      account: {
        name: "Casco Bay Lobster",
        email: "hello@casco.example",
        phone: "(207) 555-0199",
        mailingAddress: { line1: "12 Wharf Street", city: "Portland", zone: "ME", postalCode: "04101" },
      },
      business: { dba: "Shellfish Shack", website: null },
    });
    const person = await buildAccount(ctx, "INDIVIDUAL", {
      account: {
        name: "Margaret O'Brien",
        email: "maggie@mail.example",
        phone: "(617) 555-0123",
        mailingAddress: { line1: "9 Beacon Street", city: "Boston", zone: "MA", postalCode: "02108" },
      },
    });
    const names = async (search: string) => (await listAccounts(ctx, { search })).nodes.map((a) => a.id);
    expect(await names("casco")).toEqual([lobster.id]);
    expect(await names("SHELLFISH")).toEqual([lobster.id]);
    expect(await names("maggie@")).toEqual([person.id]);
    expect(await names("555-0123")).toEqual([person.id]);
    expect(await names("wharf")).toEqual([lobster.id]);
    expect(await names("boston 02108")).toEqual([person.id]);
    expect(await names("portland beacon")).toEqual([]);
    expect(await names("100%")).toEqual([]);
    expect(await names("o'brien")).toEqual([person.id]);
    expect((await listAccounts(ctx, {})).totalCount).toBe(2);
  });

  it("pages by name with the total", async () => {
    for (const letter of ["E", "B", "D", "A", "C"]) {
      await buildAccount(ctx, "INDIVIDUAL", {
        account: { ...accountInputFor("INDIVIDUAL").account, name: `${letter} Person` },
      });
    }
    const first = await listAccounts(ctx, { page: 1, pageSize: 2 });
    expect(first).toMatchObject({ totalCount: 5, page: 1, pageSize: 2 });
    expect(first.nodes.map((a) => a.name)).toEqual(["A Person", "B Person"]);
    const last = await listAccounts(ctx, { page: 3, pageSize: 2 });
    expect(last.nodes.map((a) => a.name)).toEqual(["E Person"]);
    expect((await listAccounts(ctx, { page: 4, pageSize: 2 })).nodes).toEqual([]);
    // out-of-range paging is brought into range, as in every list (ADR 061)
    expect(await listAccounts(ctx, { page: 0, pageSize: 2 })).toMatchObject({ page: 1, pageSize: 2, totalCount: 5 });
    expect(await listAccounts(ctx, { page: -5, pageSize: 1_000_000 })).toMatchObject({ page: 1, pageSize: 100 });
    expect(await listAccounts(ctx, { pageSize: 0 })).toMatchObject({ pageSize: 1 });
    expect(await listAccounts(ctx, { page: 2_147_483_647, pageSize: 2 })).toMatchObject({ page: 100_000, nodes: [] });
    expect(await listAccounts(ctx, { pageSize: 1, countLimit: -1 })).toMatchObject({
      totalCount: 1,
      totalCountCapped: true,
    });
    expect(await listAccounts(ctx, { search: `Person ${"x".repeat(5000)}` })).toMatchObject({ totalCount: 0 });
  });

  it("counts up to countLimit (and past the page shown), saying when more match", async () => {
    for (const word of ["Echo", "Bravo", "Delta", "Alpha", "Charlie"]) {
      await buildAccount(ctx, "INDIVIDUAL", {
        account: { ...accountInputFor("INDIVIDUAL").account, name: `${word} Capped` },
      });
    }
    expect(await listAccounts(ctx, { pageSize: 1, countLimit: 3 })).toMatchObject({
      totalCount: 3,
      totalCountCapped: true,
    });
    // page 4 of 1 row: the count reaches past it
    expect(await listAccounts(ctx, { page: 4, pageSize: 1, countLimit: 3 })).toMatchObject({
      totalCount: 4,
      totalCountCapped: true,
    });
    // exactly at the limit, and above it: the true count
    expect(await listAccounts(ctx, { pageSize: 1, countLimit: 5 })).toMatchObject({
      totalCount: 5,
      totalCountCapped: false,
    });
    // a search counts the same way (its rows read through the trigram index, ADR 048)
    expect(await listAccounts(ctx, { search: "capped", pageSize: 2, countLimit: 3 })).toMatchObject({
      totalCount: 3,
      totalCountCapped: true,
    });
    expect(await listAccounts(ctx, { search: "bravo capped", countLimit: 1 })).toMatchObject({
      totalCount: 1,
      totalCountCapped: false,
    });
    expect(await listAccounts(ctx, {})).toMatchObject({ totalCount: 5, totalCountCapped: false });
  });
});

describe("listContacts", () => {
  it("finds the agency's contacts by name or email", async () => {
    await buildContact(runtime.system, ctx.actor.agencyId, { name: "Ellen Marsh", email: "ellen@casco.example" });
    await buildContact(runtime.system, ctx.actor.agencyId, { name: "Tom Beaulieu", email: "tom@granite.example" });
    expect((await listContacts(ctx, { search: "ellen" })).map((c) => c.name)).toEqual(["Ellen Marsh"]);
    expect((await listContacts(ctx, { search: "granite" })).map((c) => c.name)).toEqual(["Tom Beaulieu"]);
    expect((await listContacts(ctx, {})).length).toBe(2);
  });
});
