import { redirect } from "react-router";
import { formatFileSize } from "#domain/document.ts";
import { failureOf, formReply } from "#app/lib/form-reply.server.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import { knowledgeBaseId } from "./knowledge-base-id.server.ts";
import type { Route } from "./+types/upload";
import { formDataOf } from "#app/lib/form-data.server.ts";

const UploadKnowledgeFiles = graphql(
  `
    mutation UploadKnowledgeFiles($knowledgeBaseId: ID!, $files: [File!]!, $accountId: ID) {
      uploadKnowledgeBaseFileDocument(knowledgeBaseId: $knowledgeBaseId, files: $files, accountId: $accountId) {
        __typename
        ... on UploadKnowledgeBaseFileDocumentPayload {
          documents {
            id
          }
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

/** The files a multipart form carries (an empty file input still sends a nameless, empty part). */
const chosenFiles = (form: FormData) =>
  form.getAll("files").filter((value): value is File => value instanceof File && !(value.size === 0 && !value.name));

/**
 * POST /app/knowledge/upload (multipart: files; docs/product/knowledge-base-screens.md): adds the
 * PDFs and images to the agency's knowledge base, queued for indexing, then back to the list; a
 * refusal comes back under the file field (`files`, or `files.N` for one file). `accountId`
 * (optional) links them to the client they are about (ADR 055). The dialog sends
 * one file per request with JavaScript (for its progress), all of them without.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // over the body limit, the server read and dropped the form (ADR 025)
  if (context.bodyTooLarge) {
    const limit = formatFileSize(context.publicConfig.maxUploadBytes);
    return formReply({}, { fieldErrors: { files: [`This upload is too large; files can be up to ${limit}.`] } }, 413);
  }
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    const files = chosenFiles(form);
    if (files.length === 0)
      return formReply({}, { fieldErrors: { files: ["Choose at least one PDF or image to upload"] } });
    const account = form.get("accountId");
    const { uploadKnowledgeBaseFileDocument: result } = await gql(context, UploadKnowledgeFiles, {
      knowledgeBaseId: await knowledgeBaseId(context),
      files,
      accountId: typeof account === "string" && account.trim() ? account.trim() : null,
    });
    if (result.__typename === "UploadKnowledgeBaseFileDocumentPayload")
      throw redirect(`/app/knowledge${new URL(request.url).search}`);
    return formReply({}, failureOf(result));
  });
}
