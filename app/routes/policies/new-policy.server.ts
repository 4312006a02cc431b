import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { newPolicyFormSchema } from "#domain/policy/inputs.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { applicationErrorOf, fieldErrorsOf, gql } from "#app/lib/graphql.server.ts";
import { conformFieldErrors, toGraphqlInput } from "./policy-form-data.ts";
import type { Route } from "./+types/new-policy";

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

/** POST /app/policies/new (spec §7): the account and a policies list of one; then the policy overview. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: newPolicyFormSchema });
  if (submission.status !== "success") return { lastResult: submission.reply() };
  const { accountId, ...policy } = submission.value;
  const { createBusinessPolicies: result } = await gql(context, CreateBusinessPolicies, {
    input: { accountId, policies: [toGraphqlInput(policy) as never] },
  });
  if (result.__typename === "CreateBusinessPoliciesPayload") {
    const outcome = result.results[0];
    if (outcome?.__typename === "BusinessPolicy") throw redirect(`/app/policies/${outcome.id}/overview`);
    const fieldErrors = outcome ? fieldErrorsOf(outcome) : null;
    if (fieldErrors)
      return {
        lastResult: submission.reply({ fieldErrors: conformFieldErrors(fieldErrors) as Record<string, string[]> }),
      };
    return {
      lastResult: submission.reply({
        formErrors: [
          outcome
            ? (applicationErrorOf(outcome) ?? "The policy could not be created")
            : "The policy could not be created",
        ],
      }),
    };
  }
  const fieldErrors = fieldErrorsOf(result);
  if (fieldErrors)
    return {
      lastResult: submission.reply({ fieldErrors: conformFieldErrors(fieldErrors) as Record<string, string[]> }),
    };
  return { lastResult: submission.reply({ formErrors: [applicationErrorOf(result) ?? "An unknown error occurred"] }) };
}
