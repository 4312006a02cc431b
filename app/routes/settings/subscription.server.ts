import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";

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
          numVoiceAgents
          trialEndDate
          nextBillingDate
          nextBillingAmount
        }
      }
    }
    agencyUsers {
      id
      name
      email
      state
    }
  }
`);

export async function loader({ context }: { context: Parameters<typeof gql>[0] }) {
  const { agencyUser, agencyUsers } = await gql(context, SubscriptionQuery);
  return {
    viewerId: agencyUser?.id ?? null,
    subscription: agencyUser?.agency.subscription ?? null,
    users: agencyUsers,
  };
}

export type SubscriptionPageData = Awaited<ReturnType<typeof loader>>;
