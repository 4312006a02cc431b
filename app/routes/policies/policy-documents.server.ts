import { data, redirect } from "react-router";
import { graphql, MutationFailure, type ResultOf } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { failureOf, formReply, sourceOf } from "#app/lib/form-reply.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/policy-documents";
import { formDataOf } from "#app/lib/form-data.server.ts";

const PolicyDocuments = graphql(`
  query PolicyDocuments($id: ID!) {
    businessPolicy(id: $id) {
      id
      files {
        id
        name
        type
        mimeType
        visible
        sizeBytes
        url
        createdAt
      }
    }
  }
`);

const DeleteFile = graphql(
  `
    mutation DeletePolicyFile($fileId: ID!) {
      deleteFile(fileId: $fileId) {
        __typename
        ... on PolicyFile {
          id
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

export type PolicyDocument = ResultOf<typeof PolicyDocuments>["businessPolicy"]["files"][number];

/** GET /app/policies/{id}/documents: the policy's documents, newest first. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { businessPolicy } = await gql(context, PolicyDocuments, { id: params.policyId });
  return { files: businessPolicy.files };
}

/**
 * DELETE /app/policies/{id}/documents with fileId (docs/product/documents.md; POST too, as a form without
 * JavaScript sends it): then back to the list, or the refusal for the dialog.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "DELETE" && request.method !== "POST") throw data("Method not allowed", { status: 405 });
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    const fileId = String(form.get("fileId") ?? "");
    const { deleteFile } = await gql(context, DeleteFile, { fileId });
    if (deleteFile.__typename === "PolicyFile") throw redirect(`/app/policies/${params.policyId}/documents`);
    return formReply(sourceOf(form), failureOf(deleteFile));
  });
}
