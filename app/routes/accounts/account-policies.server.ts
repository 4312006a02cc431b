import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/account-policies";

const AccountPolicies = graphql(`
  query AccountPolicies($id: ID!) {
    account(id: $id) {
      id
      type
      businessPolicies {
        id
        state
        typeName
        policyNumber
        quoteNumber
        expiresAt
        carrier {
          name
        }
        pricing {
          premium
        }
        actions {
          cancellationPending
        }
      }
    }
  }
`);

/** GET /app/accounts/{id}/policies: the account's policies, newest first. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { account } = await gql(context, AccountPolicies, { id: params.accountId });
  return {
    accountId: account.id,
    type: account.type,
    policies: account.type === "BUSINESS" ? account.businessPolicies : [],
  };
}
