import { redirect } from "react-router";
import { EmailThreadReviewFields } from "#app/components/emails/thread-review.ts";
import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { draftAction } from "../emails/draft-action.server.ts";
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

const EmailThreadReviewQuery = graphql(
  `
    query RequestEmailThreadReview($id: ID!) {
      emailThreadReview(id: $id) {
        ...EmailThreadReviewFields
      }
    }
  `,
  [EmailThreadReviewFields],
);

/**
 * The tab is hidden without calls or email threads; its address then opens the overview. Each
 * email thread linked to the request is read as the 'Email Thread' slide-out reads it (messages,
 * triage evidence, the drafts waiting), so the tab shows and acts on the same thing.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { serviceRequest } = await gql(context, ConversationPresence, { id: params.requestId });
  if (serviceRequest.calls.length === 0 && serviceRequest.emailThreads.length === 0)
    throw redirect(`/app/servicing/${params.requestId}/overview`);
  const reviews = await Promise.all(
    serviceRequest.emailThreads.map(
      async (thread) => (await gql(context, EmailThreadReviewQuery, { id: thread.id })).emailThreadReview,
    ),
  );
  return { emailThreads: reviews.filter((review) => review !== null) };
}

/** POST /app/servicing/{id}/conversation: Send, Save or Discard a draft, as on the slide-out; back to this tab. */
export const action = ({ request, context }: Route.ActionArgs) => draftAction(request, context);
