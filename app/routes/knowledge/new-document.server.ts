import { redirect } from "react-router";
import { failureOf, formReply, readBody, sourceOf } from "#app/lib/form-reply.server.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import { knowledgeBaseId } from "./knowledge-base-id.server.ts";
import { textFields } from "./text-document-body.server.ts";
import type { Route } from "./+types/new-document";

const CreateTextDocument = graphql(
  `
    mutation CreateKnowledgeTextDocument($knowledgeBaseId: ID!, $input: KnowledgeBaseTextDocumentInput!) {
      createKnowledgeBaseTextDocument(knowledgeBaseId: $knowledgeBaseId, input: $input) {
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

/**
 * POST /app/knowledge/new (title, content; a form or JSON — docs/product/knowledge-base-screens.md):
 * writes a text document, queued for indexing, then opens it at /app/knowledge/{id}; a refusal
 * comes back under its field with what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readBody(request);
  return submitOnce(context, request, body, async () => {
    const { createKnowledgeBaseTextDocument: result } = await gql(context, CreateTextDocument, {
      knowledgeBaseId: await knowledgeBaseId(context),
      input: textFields(body),
    });
    if (result.__typename === "KnowledgeBaseDocument")
      throw redirect(`/app/knowledge/${result.id}${new URL(request.url).search}`);
    return formReply(sourceOf(body), failureOf(result));
  });
}
