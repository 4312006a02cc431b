import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type AppLoadContext } from "react-router";
import type { z } from "zod";
import {
  cancelBusinessPolicyInput,
  reinstateBusinessPolicyInput,
  renewBusinessPolicyInput,
} from "#domain/policy/inputs.ts";
import { failureOf, formReply, invalidReply, sourceOf } from "#app/lib/form-reply.server.ts";
import { asVariables, graphql, MutationFailure, type AsVariables } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import { formDataOf } from "#app/lib/form-data.server.ts";

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

type Moved = { __typename: "BusinessPolicy"; id: string; accountId: string };
type Mutate<S extends z.ZodType> = (
  context: AppLoadContext,
  id: string,
  input: AsVariables<z.output<S>>,
) => Promise<Moved | Parameters<typeof failureOf>[0]>;

/** A dialog's form schema, its mutation, and where a success goes. */
const dialog = <S extends z.ZodType>(schema: S, mutate: Mutate<S>, next: (policy: Moved) => string) => ({
  schema,
  mutate,
  next,
});
const overview = (policy: Moved) => `/app/policies/${policy.id}/overview`;

const DIALOGS = {
  cancel: dialog(
    cancelBusinessPolicyInput,
    async (context, id, input) => (await gql(context, CancelPolicy, { id, input })).cancelBusinessPolicy,
    overview,
  ),
  reinstate: dialog(
    reinstateBusinessPolicyInput,
    async (context, id, input) => (await gql(context, ReinstatePolicy, { id, input })).reinstateBusinessPolicy,
    overview,
  ),
  // the new term's account: its policies tab
  renew: dialog(
    renewBusinessPolicyInput,
    async (context, id, input) => (await gql(context, RenewPolicy, { id, input })).renewBusinessPolicy,
    (renewal) => `/app/accounts/${renewal.accountId}/policies`,
  ),
};
export type PolicyDialogName = keyof typeof DIALOGS | "delete";

/** Delete (DELETE, or POST from a form without JavaScript): then /app/policies. */
export async function deletePolicyAction({ request, params, context }: ActionFunctionArgs) {
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    const result = (await gql(context, DeletePolicy, { id: params.policyId! })).deleteBusinessPolicy;
    if (result.__typename === "BusinessPolicy") throw redirect("/app/policies");
    return formReply(sourceOf(form), failureOf(result));
  });
}

/**
 * POST /app/policies/{id}/cancel | reinstate | renew (docs/product/policies.md, "Dialogs"). Success:
 * cancel and reinstate go to the overview, renew to the account's policies tab. A refusal comes back
 * to this route, so the dialog stays open with the message under its field and what was typed kept
 * (docs/product/policies.md).
 */
export function policyDialogAction(intent: keyof typeof DIALOGS) {
  const { schema, mutate, next } = DIALOGS[intent] as ReturnType<typeof dialog<z.ZodType>>;
  return async ({ request, params, context }: ActionFunctionArgs) => {
    const form = await formDataOf(request);
    return submitOnce(context, request, form, async () => {
      const submission = parseWithZod(form, { schema });
      if (submission.status !== "success") return invalidReply(submission);
      const result = await mutate(context, params.policyId!, asVariables(submission.value));
      if (result?.__typename === "BusinessPolicy") throw redirect(next(result as Moved));
      return formReply(submission, failureOf(result));
    });
  };
}
