import { redirect } from "react-router";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { failureOf, jsonBody } from "#app/lib/route-failure.server.ts";
import type { Route } from "./+types/request-comment";

const AddComment = graphql(
  `
    mutation AddServiceRequestComment($id: ID!, $input: AddServiceRequestCommentInput!) {
      addServiceRequestComment(id: $id, input: $input) {
        __typename
        ... on ServiceRequestComment {
          id
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

/** GET has nothing to show: the comment box lives on the activity tab. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/app/servicing/${params.requestId}/activity`);
}

/** POST /app/servicing/{id}/comment (spec §7): JSON { content }; then the activity tab. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const body = await jsonBody(request);
  const content = typeof body.content === "string" ? body.content : "";
  const result = (await gql(context, AddComment, { id: params.requestId, input: { content } }))
    .addServiceRequestComment;
  const failure = failureOf(result);
  if (failure) return failure;
  throw redirect(`/app/servicing/${params.requestId}/activity`);
}
