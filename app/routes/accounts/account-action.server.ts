import { redirect, type AppLoadContext } from "react-router";
import { accountInput } from "#domain/account.ts";
import { graphql, MutationFailure, type VariablesOf } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { failureOf, formReply, parseBody, readBody } from "#app/lib/form-reply.server.ts";
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
 * POST /app/accounts/new and /app/accounts/{id}/edit (docs/product/accounts-and-contacts.md): the
 * form (Conform) or JSON ({ type, account, business, contact | associateContactId }); then the
 * account overview.
 * A refusal is the form reply: messages under their fields, or the application error.
 */
export async function submitAccount(request: Request, context: AppLoadContext, accountId: string | null) {
  const body = await readBody(request);
  return submitOnce(context, request, body, async () => {
    const parsed = parseBody(body, accountInput);
    if (!parsed.ok) return parsed.reply;
    const result = await mutate(context, accountId, parsed.value);
    if (result.__typename === "Account") throw redirect(`/app/accounts/${result.id}/overview`);
    return formReply(parsed.source, failureOf(result));
  });
}
