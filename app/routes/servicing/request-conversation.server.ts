import { redirect } from "react-router";
import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/request-conversation";

const ConversationPresence = graphql(`
  query ServiceRequestConversationPresence($id: ID!) {
    serviceRequest(id: $id) {
      id
      calls {
        id
      }
      emailThreads {
        id
      }
    }
  }
`);

/** The tab is hidden without calls or email threads; its address then opens the overview. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { serviceRequest } = await gql(context, ConversationPresence, { id: params.requestId });
  if (serviceRequest.calls.length === 0 && serviceRequest.emailThreads.length === 0)
    throw redirect(`/app/servicing/${params.requestId}/overview`);
  return null;
}
