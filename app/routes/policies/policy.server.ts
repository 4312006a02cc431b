import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import {
  cancelBusinessPolicyInput,
  reinstateBusinessPolicyInput,
  renewBusinessPolicyInput,
} from "#domain/policy/inputs.ts";
import { graphql, MutationFailure, type ResultOf } from "#app/lib/graphql.ts";
import { applicationErrorOf, fieldErrorsOf, gql } from "#app/lib/graphql.server.ts";
import { conformFieldErrors, toGraphqlInput } from "./policy-form-data.ts";
import type { Route } from "./+types/policy";

export const PolicyDetail = graphql(`
  query PolicyDetail($id: ID!) {
    businessPolicy(id: $id) {
      id
      type
      typeName
      state
      market
      policyNumber
      quoteNumber
      issuedAt
      inforceAt
      expiresAt
      paymentIntervalType
      minimumEarnedPremium
      account {
        id
        type
        account {
          name
          email
        }
        primaryContact {
          name
        }
      }
      agencyUser {
        name
      }
      carrier {
        id
        name
        naicCode
      }
      broker {
        id
        name
      }
      cancellation {
        canceledAt
        canceledBy
        effectiveAt
        type
        reason
        reasonDescription
        returnPremium
        returnCommission
      }
      reinstatement {
        reinstatedAt
        effectiveAt
        reasonDescription
      }
      renewal {
        nextPolicies {
          id
          policyNumber
        }
        previousPolicies {
          id
          policyNumber
        }
      }
      pricing {
        billingType
        premium
        taxes
        agencyFees
        brokerFees
        policyFees
        otherFees
        total
        intervalType
        commissionRate
        estimatedCommission
      }
      details {
        insured {
          name
          address
        }
        deductible
        coverageDescription
        exclusionDescription
        additionalInsureds {
          name
          relationship
        }
        extraLimits {
          name
          amount
        }
        locationLimits {
          location
          limit
        }
        limits {
          generalLiability {
            eachOccurrence
            damageToRentedPremises
            medicalExpense
            personalAndAdvertisingInjury
            generalAggregate
            productsCompletedOperationsAggregate
          }
          auto {
            combinedSingleLimit
            bodilyInjuryPerPerson
            bodilyInjuryPerAccident
            propertyDamage
          }
          property {
            building
            businessPersonalProperty
            businessIncome
          }
          cyber {
            eachClaim
            aggregate
          }
          umbrellaExcess {
            eachOccurrence
            aggregate
            retention
          }
          workersCompensation {
            eachAccident
            diseaseEachEmployee
            diseasePolicyLimit
          }
        }
      }
      actions {
        canDelete
        canRenew
        canCancel
        canReinstate
        cancellationPending
        hasNewerRenewal
      }
    }
  }
`);

export type PolicyDetailData = ResultOf<typeof PolicyDetail>["businessPolicy"];

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

/** GET /app/policies/{id}: the header, summary and menu of one policy. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { businessPolicy } = await gql(context, PolicyDetail, { id: params.policyId });
  return { policy: businessPolicy, today: new Date().toISOString() };
}

const SCHEMAS = {
  cancel: cancelBusinessPolicyInput,
  reinstate: reinstateBusinessPolicyInput,
  renew: renewBusinessPolicyInput,
} as const;
type Intent = keyof typeof SCHEMAS | "delete";

/**
 * The More menu's actions (spec §7): POST cancel, reinstate and renew (field `intent`), and
 * DELETE. Cancel and reinstate go back to the overview, renew to the account's policies tab,
 * delete to /app/policies; failures come back to the open dialog.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const id = params.policyId;
  const intent: Intent = request.method === "DELETE" ? "delete" : (String(formData.get("intent")) as Intent);
  if (intent === "delete") {
    const result = (await gql(context, DeletePolicy, { id })).deleteBusinessPolicy;
    if (result.__typename === "BusinessPolicy") throw redirect("/app/policies");
    return {
      intent,
      lastResult: null,
      error: result.__typename === "ApplicationError" ? result.message : "The policy could not be deleted",
    };
  }
  const schema = SCHEMAS[intent];
  if (!schema) return { intent, lastResult: null, error: "Unknown action" };
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return { intent, lastResult: submission.reply(), error: null };
  const input = toGraphqlInput(submission.value) as never;
  const result =
    intent === "cancel"
      ? (await gql(context, CancelPolicy, { id, input })).cancelBusinessPolicy
      : intent === "reinstate"
        ? (await gql(context, ReinstatePolicy, { id, input })).reinstateBusinessPolicy
        : (await gql(context, RenewPolicy, { id, input })).renewBusinessPolicy;
  if (result.__typename === "BusinessPolicy") {
    throw redirect(intent === "renew" ? `/app/accounts/${result.accountId}/policies` : `/app/policies/${id}/overview`);
  }
  const fieldErrors = fieldErrorsOf(result);
  if (fieldErrors)
    return {
      intent,
      lastResult: submission.reply({ fieldErrors: conformFieldErrors(fieldErrors) as Record<string, string[]> }),
      error: null,
    };
  return {
    intent,
    lastResult: submission.reply({ formErrors: [applicationErrorOf(result) ?? "An unknown error occurred"] }),
    error: null,
  };
}
