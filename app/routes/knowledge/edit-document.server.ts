import { data, redirect } from "react-router";
import { failureOf, formReply, readBody, sourceOf } from "#app/lib/form-reply.server.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import { loadKnowledgeDocument } from "./document.server.ts";
import { textFields } from "./text-document-body.server.ts";
import type { Route } from "./+types/edit-document";

const UpdateDocument = graphql(
  `
    mutation UpdateKnowledgeDocument($id: ID!, $input: UpdateKnowledgeBaseDocumentInput!) {
      updateKnowledgeBaseDocument(id: $id, input: $input) {
        __typename
        ... on KnowledgeBaseDocument {
          id
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

/** GET /app/knowledge/{id}/edit: the text document; an uploaded file has nothing to edit here (its slide-out). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const document = await loadKnowledgeDocument(context, params.documentId);
  if (!document.text) throw redirect(`/app/knowledge/${document.id}${new URL(request.url).search}`);
  return { document: { id: document.id, title: document.title, content: document.text.content } };
}

/**
 * PUT /app/knowledge/{id}/edit (title, content; POST from the form, which cannot send PUT, or
 * JSON): saves the text document, which is indexed again, then its slide-out; a refusal comes back
 * under its field with what was typed.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "PUT" && request.method !== "POST") throw data("Method not allowed", { status: 405 });
  const body = await readBody(request);
  return submitOnce(context, request, body, async () => {
    const { updateKnowledgeBaseDocument: result } = await gql(context, UpdateDocument, {
      id: params.documentId,
      input: textFields(body),
    });
    if (result.__typename === "KnowledgeBaseDocument")
      throw redirect(`/app/knowledge/${result.id}${new URL(request.url).search}`);
    return formReply(sourceOf(body), failureOf(result));
  });
}
