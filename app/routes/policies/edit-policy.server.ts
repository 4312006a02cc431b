import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { updateBusinessPolicyInput } from "#domain/policy/inputs.ts";
import { failureOf, formReply, invalidReply } from "#app/lib/form-reply.server.ts";
import { asVariables, graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import { PolicyFormCarriers } from "./new-policy.server.ts";
import { PolicyDetailsFields } from "./policy-details-fragment.ts";
import type { Route } from "./+types/edit-policy";
import { formDataOf } from "#app/lib/form-data.server.ts";

const PolicyForEdit = graphql(
  `
    query PolicyForEdit($id: ID!) {
      businessPolicy(id: $id) {
        id
        type
        market
        policyNumber
        quoteNumber
        issuedAt
        inforceAt
        expiresAt
        paymentIntervalType
        minimumEarnedPremium
        carrier {
          id
          name
        }
        broker {
          id
          name
        }
        pricing {
          billingType
          premium
          taxes
          agencyFees
          brokerFees
          policyFees
          otherFees
          commissionRate
          estimatedCommission
        }
        details {
          ...PolicyDetailsFields
        }
      }
    }
  `,
  [PolicyDetailsFields],
);

const UpdatePolicy = graphql(
  `
    mutation UpdatePolicy($id: ID!, $input: UpdateBusinessPolicyInput!) {
      updateBusinessPolicy(id: $id, input: $input) {
        __typename
        ... on BusinessPolicy {
          id
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

/** GET /app/policies/{id}/edit: the stored policy and the carriers. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const [{ businessPolicy }, { carriers }] = await Promise.all([
    gql(context, PolicyForEdit, { id: params.policyId }),
    gql(context, PolicyFormCarriers),
  ]);
  return { policy: businessPolicy, carriers };
}

/** PUT /app/policies/{id}/edit (docs/product/policies.md): policy fields and updateReason; then the overview. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    const submission = parseWithZod(form, { schema: updateBusinessPolicyInput });
    if (submission.status !== "success") return invalidReply(submission);
    const { updateBusinessPolicy: result } = await gql(context, UpdatePolicy, {
      id: params.policyId,
      input: asVariables(submission.value),
    });
    if (result.__typename === "BusinessPolicy") throw redirect(`/app/policies/${params.policyId}/overview`);
    return formReply(submission, failureOf(result));
  });
}
