import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { newPolicyFormSchema } from "#domain/policy/inputs.ts";
import { failureOf, formReply, invalidReply } from "#app/lib/form-reply.server.ts";
import { asVariables, graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/new-policy";
import { formDataOf } from "#app/lib/form-data.server.ts";

export const PolicyFormCarriers = graphql(`
  query PolicyFormCarriersList {
    carriers {
      id
      name
      naicCode
      isCarrier
      isBroker
    }
  }
`);

const PolicyFormAccount = graphql(`
  query PolicyFormAccount($id: ID!) {
    account(id: $id) {
      id
      type
      account {
        name
      }
    }
  }
`);

const CreateBusinessPolicies = graphql(
  `
    mutation CreateBusinessPolicy($input: CreateBusinessPoliciesInput!) {
      createBusinessPolicies(input: $input) {
        __typename
        ... on CreateBusinessPoliciesPayload {
          results {
            __typename
            ... on BusinessPolicy {
              id
            }
            ...MutationFailure
          }
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

/** GET /app/policies/new?accountId=: the carriers and the preselected business account. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const accountId = new URL(request.url).searchParams.get("accountId");
  const [{ carriers }, account] = await Promise.all([
    gql(context, PolicyFormCarriers),
    accountId
      ? gql(context, PolicyFormAccount, { id: accountId }).then(
          (result) => result.account,
          () => null, // an unknown account is simply not preselected
        )
      : null,
  ]);
  return {
    carriers,
    account: account && account.type === "BUSINESS" ? { id: account.id, name: account.account.name } : null,
    today: new Date().toISOString(),
  };
}

/** POST /app/policies/new: the account and a policies list of one; then the policy overview. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    const submission = parseWithZod(form, { schema: newPolicyFormSchema });
    if (submission.status !== "success") return invalidReply(submission);
    const { accountId, ...policy } = submission.value;
    const { createBusinessPolicies: result } = await gql(context, CreateBusinessPolicies, {
      input: { accountId, policies: [asVariables(policy)] },
    });
    // the one policy's own outcome: its paths are relative to it, as the form names its fields
    const outcome = result.__typename === "CreateBusinessPoliciesPayload" ? result.results[0] : result;
    if (outcome?.__typename === "BusinessPolicy") throw redirect(`/app/policies/${outcome.id}/overview`);
    return formReply(submission, failureOf(outcome));
  });
}
