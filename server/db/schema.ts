// Every table, for the ORM's relational queries and for drizzle-kit.
export * from "../modules/identity/identity.table.ts";
export * from "../modules/billing/billing.table.ts";
export * from "../modules/webhooks/webhooks.table.ts";
export * from "../modules/credentials/credentials.table.ts";
export * from "../modules/accounts/accounts.table.ts";
export * from "../modules/carriers/carriers.table.ts";
export * from "../modules/policies/policies.table.ts";
export * from "../modules/servicing/servicing.table.ts";
export * from "../modules/calls/calls.table.ts";
export * from "../modules/emails/email-threads.table.ts";
export * from "../modules/files/files.table.ts";
export * from "../modules/certificates/certificates.table.ts";
export * from "../modules/audit/audit.table.ts";
export * from "../modules/mail/mail.table.ts";
export * from "../modules/security/security.table.ts";
export * from "../modules/jobs/jobs.table.ts";
export * from "../modules/documents/documents.table.ts";
