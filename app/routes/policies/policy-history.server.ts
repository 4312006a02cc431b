import { graphql, type ResultOf } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/policy-history";

const PolicyHistory = graphql(`
  query PolicyHistory($id: ID!) {
    businessPolicy(id: $id) {
      id
      history {
        id
        kind
        createdAt
        actorName
        reason
        changes {
          field
          from
          to
        }
      }
    }
  }
`);

export type PolicyHistoryEntry = ResultOf<typeof PolicyHistory>["businessPolicy"]["history"][number];

/** GET /app/policies/{id}/history: who changed what, when and why, newest first. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { businessPolicy } = await gql(context, PolicyHistory, { id: params.policyId });
  return { history: businessPolicy.history };
}
