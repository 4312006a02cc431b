import { redirect } from "react-router";
import { graphql } from "#app/lib/graphql.ts";
import { gql, SIGN_IN_PATH } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/layout";

const ShellQuery = graphql(`
  query DashboardShell {
    agencyUser {
      id
      name
      email
      agency {
        id
        name
        subscription {
          plan
          period
          state
          numSeats
          numSeatsActive
          numVoiceAgents
          trialEndDate
        }
      }
    }
  }
`);

export async function loader({ context }: Route.LoaderArgs) {
  const { agencyUser } = await gql(context, ShellQuery);
  if (!agencyUser) throw redirect(SIGN_IN_PATH);
  return {
    viewer: agencyUser,
    subscription: agencyUser.agency.subscription ?? null,
    docsUrl: context.publicConfig.docsUrl,
  };
}
