import { data, redirect } from "react-router";
import { failureOf, formReply, readBody, sourceOf } from "#app/lib/form-reply.server.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/document-client";

const LinkDocument = graphql(
  `
    mutation LinkKnowledgeDocument($id: ID!, $input: UpdateKnowledgeBaseDocumentInput!) {
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

/**
 * POST /app/knowledge/{id}/client (accountId; empty for agency-wide; docs/product/knowledge-base-screens.md):
 * links the document to a client, whose workspaces alone may then search it, or makes it
 * agency-wide (ADR 055); then back to the Document Information slide-out. A refusal comes back
 * under the field (`accountId`).
 */
export async function clientAction({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST" && request.method !== "PUT") throw data("Method not allowed", { status: 405 });
  const body = await readBody(request);
  return submitOnce(context, request, body, async () => {
    const raw = body instanceof FormData ? body.get("accountId") : body.accountId;
    const accountId = typeof raw === "string" && raw.trim() ? raw.trim() : null;
    const { updateKnowledgeBaseDocument: result } = await gql(context, LinkDocument, {
      id: params.documentId,
      input: { accountId },
    });
    if (result.__typename === "KnowledgeBaseDocument")
      throw redirect(`/app/knowledge/${result.id}${new URL(request.url).search}`);
    return formReply(sourceOf(body), failureOf(result));
  });
}
