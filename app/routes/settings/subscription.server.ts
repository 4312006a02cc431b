import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/subscription";

const SubscriptionQuery = graphql(`
  query SettingsSubscription {
    agencyUser {
      id
      agency {
        id
        subscription {
          plan
          period
          state
          numSeats
          numSeatsActive
        }
      }
    }
  }
`);

export async function loader({ context }: Route.LoaderArgs) {
  const { agencyUser } = await gql(context, SubscriptionQuery);
  return { subscription: agencyUser?.agency.subscription ?? null };
}
