import { graphql, type ResultOf } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/account";

const AccountQuery = graphql(`
  query AccountDetail($id: ID!) {
    account(id: $id) {
      id
      type
      createdAt
      dba
      website
      account {
        name
        email
        phone
        mailingAddress {
          line1
          line2
          city
          zone
          postalCode
        }
      }
      primaryContact {
        id
        name
        email
        phone
      }
    }
  }
`);

export type AccountDetail = ResultOf<typeof AccountQuery>["account"];

/** GET /app/accounts/{id}: the account for the header and every tab (another agency's id: 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { account } = await gql(context, AccountQuery, { id: params.accountId });
  return { account };
}
