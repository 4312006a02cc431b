import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { z } from "zod";
import { formatFileSize, uploadPolicyFileInput } from "#domain/document.ts";
import { failureOf, formReply, invalidReply } from "#app/lib/form-reply.server.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/new-document";
import { formDataOf } from "#app/lib/form-data.server.ts";

const UploadPolicyFile = graphql(
  `
    mutation UploadPolicyFile($policyId: ID!, $file: File!, $type: PolicyFileType!, $notes: String, $visible: Boolean) {
      uploadPolicyFile(policyId: $policyId, file: $file, type: $type, notes: $notes, visible: $visible) {
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

/** A file input left empty still sends a part: no name, no bytes. */
const chosenFile = z.preprocess(
  (value) => (value instanceof File && value.size === 0 && value.name === "" ? undefined : value),
  z.instanceof(File, { error: "Choose a file to upload" }),
);
const formSchema = uploadPolicyFileInput.omit({ policyId: true }).extend({ file: chosenFile });

/**
 * POST /app/policies/{id}/documents/new (multipart: file, type, notes, visible; docs/product/documents.md):
 * uploads through uploadPolicyFile, then back to the documents tab; errors under their fields.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  // over the body limit, the server read and dropped the form (ADR 025)
  if (context.bodyTooLarge) {
    const limit = formatFileSize(context.publicConfig.maxUploadBytes);
    return formReply({}, { fieldErrors: { file: [`This file is too large; files can be up to ${limit}.`] } }, 413);
  }
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    const submission = parseWithZod(form, { schema: formSchema });
    if (submission.status !== "success") return invalidReply(submission);
    const { file, type, notes, visible } = submission.value;
    const { uploadPolicyFile } = await gql(context, UploadPolicyFile, {
      policyId: params.policyId,
      file,
      type,
      notes,
      visible: visible ?? null,
    });
    if (uploadPolicyFile.__typename === "PolicyFile") throw redirect(`/app/policies/${params.policyId}/documents`);
    return formReply(submission, failureOf(uploadPolicyFile));
  });
}
