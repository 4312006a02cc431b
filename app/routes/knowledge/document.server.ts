import { data, redirect, type ActionFunctionArgs } from "react-router";
import { failureOf, formReply, readBody, sourceOf, type SubmissionBody } from "#app/lib/form-reply.server.ts";
import { graphql, MutationFailure, type ResultOf } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/document";

const KnowledgeDocument = graphql(`
  query KnowledgeDocument($id: ID!) {
    knowledgeBaseDocument(id: $id) {
      id
      title
      createdAt
      pageCount
      createdBy {
        name
      }
      account {
        id
        account {
          name
        }
      }
      file {
        id
        name
        mimeType
        size
        url
      }
      text {
        content
      }
      metadata {
        title
        summary
        purpose
      }
      indexingStatus {
        status
        progress
        error
        startedAt
        completedAt
      }
    }
  }
`);

const DeleteDocument = graphql(
  `
    mutation DeleteKnowledgeDocument($id: ID!) {
      deleteKnowledgeBaseDocument(id: $id) {
        __typename
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

export type KnowledgeDocumentData = NonNullable<ResultOf<typeof KnowledgeDocument>["knowledgeBaseDocument"]>;

/** The document, or a 404 when it does not exist (or belongs to another agency). */
export async function loadKnowledgeDocument(
  context: Route.LoaderArgs["context"],
  id: string,
): Promise<KnowledgeDocumentData> {
  const { knowledgeBaseDocument } = await gql(context, KnowledgeDocument, { id });
  if (!knowledgeBaseDocument) throw data("Document not found", { status: 404 });
  return knowledgeBaseDocument;
}

/** GET /app/knowledge/{id}: the Document Information slide-out's document. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { document: await loadKnowledgeDocument(context, params.documentId) };
}

/** A DELETE may come without a body: then there is nothing to read. */
async function bodyOf(request: Request): Promise<SubmissionBody> {
  if (request.method === "DELETE" && !request.headers.get("content-type")) return new FormData();
  return readBody(request);
}

/**
 * DELETE /app/knowledge/{id} (also POST from the delete dialog's form, which cannot send DELETE
 * without JavaScript): removes the document, its passages and its stored file, then back to the list.
 */
export async function deleteDocumentAction({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "DELETE" && request.method !== "POST") throw data("Method not allowed", { status: 405 });
  const body = await bodyOf(request);
  return submitOnce(context, request, body, async () => {
    const { deleteKnowledgeBaseDocument: result } = await gql(context, DeleteDocument, { id: params.documentId! });
    const failure = failureOf(result);
    if (!failure) throw redirect(`/app/knowledge${new URL(request.url).search}`);
    return formReply(sourceOf(body), failure);
  });
}

export const action = (args: Route.ActionArgs) => deleteDocumentAction(args);
