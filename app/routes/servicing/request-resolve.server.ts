import { redirect } from "react-router";
import { formatFileSize } from "#domain/document.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { failureOf, formReply, sourceOf } from "#app/lib/form-reply.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
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

/**
 * POST /app/servicing/{id}/resolve (docs/product/servicing.md): multipart `notes` and repeated `files`; then the
 * overview. A refusal is the form reply: { validationErrors } per field or { applicationError }, status 400.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  // over the body limit, the server read and dropped the form (ADR 025)
  if (context.bodyTooLarge) {
    const limit = formatFileSize(context.publicConfig.maxUploadBytes);
    const tooLarge = `These files are too large; together they can be up to ${limit}.`;
    return formReply({}, { fieldErrors: { files: [tooLarge] } }, 413);
  }
  const form = await request.formData().catch(() => null);
  if (!form) return formReply({}, { formError: "Send the resolution as a multipart form" });
  return submitOnce(context, request, form, async () => {
    const notes = form.get("notes");
    const files = form
      .getAll("files")
      .filter((part): part is File => part instanceof File && (part.size > 0 || part.name !== ""));
    const result = (
      await gql(context, ResolveRequest, {
        id: params.requestId,
        input: { notes: typeof notes === "string" ? notes : null, files },
      })
    ).resolveServiceRequest;
    if (result.__typename === "ServiceRequest") throw redirect(`/app/servicing/${params.requestId}/overview`);
    return formReply(sourceOf(form), failureOf(result));
  });
}
