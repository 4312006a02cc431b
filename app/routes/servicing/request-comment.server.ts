import { data, redirect, type ActionFunctionArgs } from "react-router";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { failureOf, jsonBody } from "#app/lib/route-failure.server.ts";

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

/**
 * POST /app/servicing/{id}/comment (spec §7): JSON { content } or a form's `content`; then the
 * activity tab. A refusal returns the text with the message, so the box keeps what was written
 * (docs/product/servicing.md, "Comments"). The activity tab posts here too, without JavaScript.
 */
export async function commentAction({ request, params, context }: ActionFunctionArgs) {
  const json = request.headers.get("content-type")?.includes("application/json");
  const body = json ? await jsonBody(request) : Object.fromEntries(await request.formData());
  const content = typeof body.content === "string" ? body.content : "";
  const result = (await gql(context, AddComment, { id: params.requestId!, input: { content } }))
    .addServiceRequestComment;
  const failure = failureOf(result);
  if (failure) return data({ ...failure.data, content }, failure.init ?? { status: 400 });
  throw redirect(`/app/servicing/${params.requestId}/activity`);
}
