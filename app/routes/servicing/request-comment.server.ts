import { redirect, type ActionFunctionArgs } from "react-router";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { failureOf, formReply, readBody, sourceOf } from "#app/lib/form-reply.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";

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
 * POST /app/servicing/{id}/comment (docs/product/servicing.md): JSON { content } or a form's `content`; then the
 * activity tab. A refusal is the form reply, whose values keep the text, so the box keeps what
 * was written (docs/product/servicing.md, "Comments"). The activity tab posts here too, without JavaScript.
 */
export async function commentAction({ request, params, context }: ActionFunctionArgs) {
  const body = await readBody(request);
  return submitOnce(context, request, body, async () => {
    const source = sourceOf(body);
    const content = body instanceof FormData ? body.get("content") : body.content;
    const result = (
      await gql(context, AddComment, {
        id: params.requestId!,
        input: { content: typeof content === "string" ? content : "" },
      })
    ).addServiceRequestComment;
    if (result.__typename === "ServiceRequestComment") throw redirect(`/app/servicing/${params.requestId}/activity`);
    return formReply(source, failureOf(result));
  });
}
