import { COUNT_LIMIT_ARG, listPageFields } from "../../graphql/list-count.ts";
import { ACCOUNT_TYPES, type Address } from "../../../domain/account.ts";
import { builder } from "../../graphql/builder.ts";
import { orNotFound } from "../../graphql/errors.ts";
import { mutationFromOperation } from "../../graphql/operation-field.ts";
import { MailingAddressInputRef } from "../addresses/addresses.graphql.ts";
import { MailingAddressRef } from "../identity/identity.graphql.ts";
import {
  getAccount,
  listAccounts,
  listContacts,
  type Account,
  type AccountContact,
  type Contact,
  type AccountsPage,
} from "./accounts.query.ts";
import { createAccountOperation, updateAccountOperation } from "./accounts.operations.ts";

/**
 * Accounts and contacts (docs/product/accounts-and-contacts.md; accounts, account, contacts,
 * createAccount, updateAccount).
 */
export const AccountTypeEnum = builder.enumType("AccountType", { values: ACCOUNT_TYPES });

export const ContactRef = builder.objectRef<Contact | AccountContact>("Contact").implement({
  description: "A person at a client.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email", { nullable: true }),
    phone: t.exposeString("phone", { nullable: true }),
    primary: t.boolean({
      description: "The account's primary contact (only when read through Account.contacts).",
      resolve: (contact) => ("primary" in contact ? contact.primary : false),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

interface AccountDetails {
  name: string;
  email: string | null;
  phone: string | null;
  mailingAddress: Address | null;
}

const AccountDetailsRef = builder.objectRef<AccountDetails>("AccountDetails").implement({
  description: "The insured's own name, email, phone and mailing address.",
  fields: (t) => ({
    name: t.exposeString("name"),
    email: t.exposeString("email", { nullable: true }),
    phone: t.exposeString("phone", { nullable: true }),
    mailingAddress: t.field({ type: MailingAddressRef, nullable: true, resolve: (details) => details.mailingAddress }),
  }),
});

/** Other modules add their lists (businessPolicies, certificates, serviceRequests) with builder.objectField(AccountRef, ...). */
export const AccountRef = builder.objectRef<Account>("Account").implement({
  description: "An agency's client: a business or an individual.",
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.field({ type: AccountTypeEnum, resolve: (account) => account.type }),
    account: t.field({
      type: AccountDetailsRef,
      resolve: ({ name, email, phone, mailingAddress }) => ({ name, email, phone, mailingAddress }),
    }),
    dba: t.exposeString("dba", { nullable: true, description: "Doing business as (business accounts)." }),
    website: t.exposeString("website", { nullable: true, description: "Business accounts." }),
    contacts: t.field({
      type: [ContactRef],
      description: "The account's contacts, the primary one first.",
      resolve: (account, _args, { loaders }) => (loaders ? loaders.contacts.load(account.id) : []),
    }),
    primaryContact: t.field({
      type: ContactRef,
      nullable: true,
      resolve: async (account, _args, { loaders }) =>
        loaders ? ((await loaders.contacts.load(account.id)).find((contact) => contact.primary) ?? null) : null,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const AccountsPageRef = builder.objectRef<AccountsPage>("AccountsPage").implement({
  description: "One page of the accounts list.",
  fields: (t) => ({
    nodes: t.field({ type: [AccountRef], resolve: (page) => page.nodes }),
    ...listPageFields(t),
  }),
});

builder.queryField("accounts", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AccountsPageRef,
    description:
      "The agency's accounts by name; `search` matches every word across name, DBA, email, phone and address.",
    args: {
      search: t.arg.string(),
      page: t.arg.int(),
      pageSize: t.arg.int(),
      countLimit: t.arg.int({ description: COUNT_LIMIT_ARG }),
    },
    resolve: (_root, args, { agency }) =>
      listAccounts(agency, {
        search: args.search,
        page: args.page ?? undefined,
        pageSize: args.pageSize ?? undefined,
        countLimit: args.countLimit,
      }),
  }),
);

builder.queryField("account", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AccountRef,
    description: "An account of the agency (NOT_FOUND for another agency's id).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { agency }) => orNotFound(getAccount(agency, String(id))),
  }),
);

builder.queryField("contacts", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [ContactRef],
    description:
      "The agency's contacts whose name, email or phone contains every word of `search` (for the existing-contact picker).",
    args: { search: t.arg.string(), first: t.arg.int() },
    resolve: (_root, args, { agency }) => listContacts(agency, args),
  }),
);

const AccountFieldsInputRef = builder.inputType("AccountFieldsInput", {
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    phone: t.string(),
    mailingAddress: t.field({ type: MailingAddressInputRef }),
  }),
});

const BusinessFieldsInputRef = builder.inputType("BusinessFieldsInput", {
  fields: (t) => ({ dba: t.string(), website: t.string() }),
});

const ContactInputRef = builder.inputType("ContactInput", {
  fields: (t) => ({ name: t.string(), email: t.string(), phone: t.string() }),
});

const AccountInputRef = builder.inputType("AccountInput", {
  description: "Create or edit an account. A business needs `contact` (new) or `associateContactId` (existing).",
  fields: (t) => ({
    type: t.field({ type: AccountTypeEnum, required: true }),
    account: t.field({ type: AccountFieldsInputRef }),
    business: t.field({ type: BusinessFieldsInputRef }),
    contact: t.field({ type: ContactInputRef }),
    associateContactId: t.id(),
  }),
});

mutationFromOperation(createAccountOperation, {
  type: AccountRef,
  args: (t) => ({ input: t({ type: AccountInputRef, required: true }) }),
});

mutationFromOperation(updateAccountOperation, {
  type: AccountRef,
  args: (t) => ({ id: t.id({ required: true }), input: t({ type: AccountInputRef, required: true }) }),
});
