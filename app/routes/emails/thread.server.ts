import { data } from "react-router";
import { EmailThreadReviewFields } from "#app/components/emails/thread-review.ts";
import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { draftAction } from "./draft-action.server.ts";
import type { Route } from "./+types/thread";

const EmailThreadReviewQuery = graphql(
  `
    query EmailThreadReview($id: ID!) {
      emailThreadReview(id: $id) {
        ...EmailThreadReviewFields
      }
    }
  `,
  [EmailThreadReviewFields],
);

/** GET /app/emails/{id}: the thread's review (another agency's id or an unknown one: 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { emailThreadReview } = await gql(context, EmailThreadReviewQuery, { id: params.threadId });
  if (!emailThreadReview) throw data("Email thread not found", { status: 404 });
  return { thread: emailThreadReview };
}

/** POST /app/emails/{id}: Send, Save or Discard a draft (draft-action.server.ts), back to the thread. */
export const action = ({ request, context }: Route.ActionArgs) => draftAction(request, context);
