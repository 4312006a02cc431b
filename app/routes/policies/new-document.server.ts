import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { z } from "zod";
import { formatFileSize, uploadPolicyFileInput } from "#domain/document.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { applicationErrorOf, fieldErrorsOf, gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/new-document";

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

const formSchema = uploadPolicyFileInput.omit({ policyId: true }).extend({ file: z.any() });

const fail = (error: Record<string, string[]>): { lastResult: SubmissionResult<string[]> } => ({
  lastResult: { status: "error", error },
});

/**
 * POST /app/policies/{id}/documents/new (multipart: file, type, notes, visible; spec §7):
 * uploads through uploadPolicyFile, then back to the documents tab; errors under their fields.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  // over the body limit, the server read and dropped the form (ADR 025)
  if (context.bodyTooLarge) {
    const limit = formatFileSize(context.publicConfig.maxUploadBytes);
    return data(fail({ file: [`This file is too large; files can be up to ${limit}.`] }), { status: 413 });
  }
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: formSchema });
  const upload = formData.get("file");
  const file = upload instanceof File && (upload.size > 0 || upload.name !== "") ? upload : null;
  if (submission.status !== "success" || !file) {
    return { lastResult: submission.reply(file ? undefined : { fieldErrors: { file: ["Choose a file to upload"] } }) };
  }
  const { type, notes, visible } = submission.value;
  const { uploadPolicyFile } = await gql(context, UploadPolicyFile, {
    policyId: params.policyId,
    file: file as unknown as never,
    type,
    notes,
    visible: visible ?? null,
  });
  const fieldErrors = fieldErrorsOf(uploadPolicyFile);
  if (fieldErrors) return { lastResult: submission.reply({ fieldErrors }) };
  const message = applicationErrorOf(uploadPolicyFile);
  if (message) return { lastResult: submission.reply({ formErrors: [message] }) };
  throw redirect(`/app/policies/${params.policyId}/documents`);
}
