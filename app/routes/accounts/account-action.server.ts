import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type AppLoadContext } from "react-router";
import { accountInput } from "#domain/account.ts";
import { graphql, MutationFailure, type VariablesOf } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { failureOf, formReply, invalidReply, issuesFailure, jsonBody, sendsJson } from "#app/lib/form-reply.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";

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
 * A refusal is the form reply: messages under their fields, or the application error.
 */
export async function submitAccount(request: Request, context: AppLoadContext, accountId: string | null) {
  const body = sendsJson(request) ? await jsonBody(request) : await request.formData();
  return submitOnce(context, request, body, async () => {
    let source: Submission<unknown> | Record<string, unknown>;
    let input: Input;
    if (body instanceof FormData) {
      const submission = parseWithZod(body, { schema: accountInput });
      if (submission.status !== "success") return invalidReply(submission);
      [source, input] = [submission, submission.value];
    } else {
      const parsed = accountInput.safeParse(body);
      if (!parsed.success) return formReply(body, issuesFailure(parsed.error.issues));
      [source, input] = [body, parsed.data];
    }
    const result = await mutate(context, accountId, input);
    if (result.__typename === "Account") throw redirect(`/app/accounts/${result.id}/overview`);
    return formReply(source, failureOf(result));
  });
}
