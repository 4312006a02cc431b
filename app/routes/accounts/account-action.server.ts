import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type AppLoadContext } from "react-router";
import { accountInput } from "#domain/account.ts";
import { graphql, MutationFailure, type VariablesOf } from "#app/lib/graphql.ts";
import { applicationErrorOf, fieldErrorsOf, gql } from "#app/lib/graphql.server.ts";
import { failureOf, jsonBody, validationErrorsOf } from "#app/lib/route-failure.server.ts";

const CreateAccount = graphql(
  `
    mutation CreateAccount($input: AccountInput!) {
      createAccount(input: $input) {
        __typename
        ... on Account {
          id
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

const UpdateAccount = graphql(
  `
    mutation UpdateAccount($id: ID!, $input: AccountInput!) {
      updateAccount(id: $id, input: $input) {
        __typename
        ... on Account {
          id
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

type Input = VariablesOf<typeof CreateAccount>["input"];

async function mutate(context: AppLoadContext, accountId: string | null, input: Input) {
  if (accountId) return (await gql(context, UpdateAccount, { id: accountId, input })).updateAccount;
  return (await gql(context, CreateAccount, { input })).createAccount;
}

/**
 * POST /app/accounts/new and /app/accounts/{id}/edit (spec §7): the form (Conform) or JSON
 * ({ type, account, business, contact | associateContactId }); then the account overview.
 * JSON callers get { validationErrors } keyed by field path or { applicationError }.
 */
export async function submitAccount(request: Request, context: AppLoadContext, accountId: string | null) {
  if (request.headers.get("content-type")?.includes("application/json")) {
    const parsed = accountInput.safeParse(await jsonBody(request));
    if (!parsed.success) return validationErrorsOf(parsed.error.issues);
    const result = await mutate(context, accountId, parsed.data);
    const failure = failureOf(result);
    if (failure) return failure;
    throw redirect(`/app/accounts/${result.__typename === "Account" ? result.id : accountId}/overview`);
  }
  const submission = parseWithZod(await request.formData(), { schema: accountInput });
  if (submission.status !== "success") return { lastResult: submission.reply() };
  const result = await mutate(context, accountId, submission.value);
  const fieldErrors = fieldErrorsOf(result);
  if (fieldErrors) return { lastResult: submission.reply({ fieldErrors }) };
  const message = applicationErrorOf(result);
  if (message) return { lastResult: submission.reply({ formErrors: [message] }) };
  throw redirect(`/app/accounts/${result.__typename === "Account" ? result.id : accountId}/overview`);
}
