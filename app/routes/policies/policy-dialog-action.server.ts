import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs } from "react-router";
import {
  cancelBusinessPolicyInput,
  reinstateBusinessPolicyInput,
  renewBusinessPolicyInput,
} from "#domain/policy/inputs.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { applicationErrorOf, fieldErrorsOf, gql } from "#app/lib/graphql.server.ts";
import { conformFieldErrors, toGraphqlInput } from "./policy-form-data.ts";

const CancelPolicy = graphql(
  `
    mutation CancelPolicy($id: ID!, $input: CancelBusinessPolicyInput!) {
      cancelBusinessPolicy(id: $id, input: $input) {
        __typename
        ... on BusinessPolicy {
          id
          accountId
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);
const ReinstatePolicy = graphql(
  `
    mutation ReinstatePolicy($id: ID!, $input: ReinstateBusinessPolicyInput) {
      reinstateBusinessPolicy(id: $id, input: $input) {
        __typename
        ... on BusinessPolicy {
          id
          accountId
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);
const RenewPolicy = graphql(
  `
    mutation RenewPolicy($id: ID!, $input: RenewBusinessPolicyInput) {
      renewBusinessPolicy(id: $id, input: $input) {
        __typename
        ... on BusinessPolicy {
          id
          accountId
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);
const DeletePolicy = graphql(
  `
    mutation DeletePolicy($id: ID!) {
      deleteBusinessPolicy(id: $id) {
        __typename
        ... on BusinessPolicy {
          id
          accountId
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

const SCHEMAS = {
  cancel: cancelBusinessPolicyInput,
  reinstate: reinstateBusinessPolicyInput,
  renew: renewBusinessPolicyInput,
} as const;
export type PolicyDialogName = keyof typeof SCHEMAS | "delete";

/** Delete (DELETE, or POST from a form without JavaScript): then /app/policies. */
export async function deletePolicyAction({ params, context }: ActionFunctionArgs) {
  const result = (await gql(context, DeletePolicy, { id: params.policyId! })).deleteBusinessPolicy;
  if (result.__typename === "BusinessPolicy") throw redirect("/app/policies");
  return { lastResult: null, error: applicationErrorOf(result) ?? "The policy could not be deleted" };
}

/**
 * POST /app/policies/{id}/cancel | reinstate | renew (spec §2/§7). Success: cancel and reinstate
 * go to the overview, renew to the account's policies tab. A refusal comes back to this route,
 * so the dialog stays open with the message under its field (docs/product/policies.md).
 */
export function policyDialogAction(intent: keyof typeof SCHEMAS) {
  return async ({ request, params, context }: ActionFunctionArgs) => {
    const id = params.policyId!;
    const submission = parseWithZod(await request.formData(), { schema: SCHEMAS[intent] });
    if (submission.status !== "success") return { lastResult: submission.reply(), error: null };
    const input = toGraphqlInput(submission.value) as never;
    const result =
      intent === "cancel"
        ? (await gql(context, CancelPolicy, { id, input })).cancelBusinessPolicy
        : intent === "reinstate"
          ? (await gql(context, ReinstatePolicy, { id, input })).reinstateBusinessPolicy
          : (await gql(context, RenewPolicy, { id, input })).renewBusinessPolicy;
    if (result.__typename === "BusinessPolicy") {
      throw redirect(
        intent === "renew" ? `/app/accounts/${result.accountId}/policies` : `/app/policies/${id}/overview`,
      );
    }
    const fieldErrors = fieldErrorsOf(result);
    if (fieldErrors)
      return {
        lastResult: submission.reply({ fieldErrors: conformFieldErrors(fieldErrors) as Record<string, string[]> }),
        error: null,
      };
    return {
      lastResult: submission.reply({ formErrors: [applicationErrorOf(result) ?? "An unknown error occurred"] }),
      error: null,
    };
  };
}
