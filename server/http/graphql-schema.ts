import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { builder } from "../graphql/builder.ts";
import { expectedErrorsAnswered } from "../graphql/expected-errors.ts";
import "../graphql/scalars.ts";
import "../graphql/errors.ts";
// Each module's API. A new module adds its <area>.graphql.ts here.
import "../modules/identity/identity.graphql.ts";
import "../modules/billing/billing.graphql.ts";
import "../modules/billing/seats.graphql.ts";
import "../modules/audit/audit.graphql.ts";
import "../modules/accounts/accounts.graphql.ts";
import "../modules/carriers/carriers.graphql.ts";
import "../modules/policies/policies.graphql.ts";
import "../modules/addresses/addresses.graphql.ts";
import "../modules/files/files.graphql.ts";
import "../modules/files/policy-files.graphql.ts";
import "../modules/certificates/certificates.graphql.ts";
import "../modules/servicing/servicing.graphql.ts";
import "../modules/servicing/servicing-live.graphql.ts";
import "../modules/calls/calls.graphql.ts";
import "../modules/emails/emails.graphql.ts";
import "../modules/emails/email-send.graphql.ts";
import "../modules/jobs/jobs.graphql.ts";
import "../modules/workspaces/workspaces.graphql.ts";
import "../modules/workspaces/workspaces-live.graphql.ts";
import "../modules/workspaces/search-files.graphql.ts";
import "../modules/knowledge/knowledge.graphql.ts";
import "../modules/knowledge/knowledge-live.graphql.ts";
import "../modules/presets/presets.graphql.ts";
import "../modules/styles/styles.graphql.ts";
import "../modules/voice-agents/voice-agents.graphql.ts";
import "../assistant/form-fields.graphql.ts";
import "../modules/home/home.graphql.ts";

let schema: GraphQLSchema | undefined;

/** The product's one contract, assembled from every module. */
export function graphqlSchema(): GraphQLSchema {
  // a query's refusal (bad input, not found) answered with its message, not masked (ADR 061)
  schema ??= expectedErrorsAnswered(builder.toSchema({ sortSchema: false }));
  return schema;
}

/** The SDL committed as server/graphql/schema.graphql. */
export function printGraphQLSchema(): string {
  return `${printSchema(lexicographicSortSchema(graphqlSchema()))}\n`;
}
