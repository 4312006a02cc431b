import { graphql, type ResultOf } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { PolicyDetailsFields } from "./policy-details-fragment.ts";
import type { Route } from "./+types/policy";

export const PolicyDetail = graphql(
  `
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
          ...PolicyDetailsFields
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
  `,
  [PolicyDetailsFields],
);

export type PolicyDetailData = ResultOf<typeof PolicyDetail>["businessPolicy"];

/** GET /app/policies/{id}: the header, summary and menu of one policy. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { businessPolicy } = await gql(context, PolicyDetail, { id: params.policyId });
  return { policy: businessPolicy, today: new Date().toISOString() };
}
