import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { formatFileSize } from "#domain/document.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { applicationErrorOf, fieldErrorsOf, gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/request-resolve";

const ResolveRequest = graphql(
  `
    mutation ResolveServiceRequest($id: ID!, $input: ResolveServiceRequestInput!) {
      resolveServiceRequest(id: $id, input: $input) {
        __typename
        ... on ServiceRequest {
          id
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

const failure = (validationErrors: Record<string, string[]> | null, applicationError: string | null, status = 400) =>
  data(
    {
      validationErrors: validationErrors ?? undefined,
      applicationError: applicationError ?? undefined,
      lastResult: {
        status: "error",
        error: { ...(validationErrors ?? {}), ...(applicationError ? { "": [applicationError] } : {}) },
      } as SubmissionResult<string[]>,
    },
    { status },
  );

/**
 * POST /app/servicing/{id}/resolve (spec §7): multipart `notes` and repeated `files`; then the
 * overview. Failures: { validationErrors } per field or { applicationError }, status 400.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  // over the body limit, the server read and dropped the form (ADR 025)
  if (context.bodyTooLarge) {
    const limit = formatFileSize(context.publicConfig.maxUploadBytes);
    return failure({ files: [`These files are too large; together they can be up to ${limit}.`] }, null, 413);
  }
  const formData = await request.formData().catch(() => null);
  if (!formData) return failure(null, "Send the resolution as a multipart form");
  const notes = formData.get("notes");
  const files = formData
    .getAll("files")
    .filter((part): part is File => part instanceof File && (part.size > 0 || part.name !== ""));
  const result = (
    await gql(context, ResolveRequest, {
      id: params.requestId,
      input: { notes: typeof notes === "string" ? notes : null, files: files as unknown as never },
    })
  ).resolveServiceRequest;
  const validationErrors = fieldErrorsOf(result);
  const applicationError = applicationErrorOf(result);
  if (validationErrors || applicationError) return failure(validationErrors, applicationError);
  throw redirect(`/app/servicing/${params.requestId}/overview`);
}
