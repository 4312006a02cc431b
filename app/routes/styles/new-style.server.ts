import { replace } from "react-router";
import { failureOf, formReply, readBody, sourceOf } from "#app/lib/form-reply.server.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import { formatFileSize } from "#domain/document.ts";
import { styleInputOf } from "./style-body.server.ts";
import type { Route } from "./+types/new-style";

export const CreateStyle = graphql(
  `
    mutation CreateDocumentStyle($input: HtmlDocumentTemplateInput!) {
      createHtmlDocumentTemplate(input: $input) {
        __typename
        ... on HtmlDocumentTemplate {
          id
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

/** Over the body limit the server read and dropped the form (ADR 025): the message goes under the pages. */
export function tooLargeReply(context: Route.ActionArgs["context"]) {
  const limit = formatFileSize(context.publicConfig.maxUploadBytes);
  const message = `This upload is too large; files can be up to ${limit}.`;
  return formReply({}, { fieldErrors: { uploadPrefixFile: [message], uploadSuffixFile: [message] } }, 413);
}

/**
 * POST /app/styles/new (multipart: title, description, baseStyleId, prefixFileId, suffixFileId,
 * uploadPrefixFile, uploadSuffixFile): creates the style, then opens it at /app/styles/{id}; a
 * refusal comes back under its field with what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (context.bodyTooLarge) return tooLargeReply(context);
  const body = await readBody(request);
  return submitOnce(context, request, body, async () => {
    const { createHtmlDocumentTemplate: result } = await gql(context, CreateStyle, { input: styleInputOf(body) });
    // replacing /new: closing the edit slide-out goes back to the list, not to an empty form
    if (result.__typename === "HtmlDocumentTemplate")
      throw replace(`/app/styles/${result.id}${new URL(request.url).search}`);
    return formReply(sourceOf(body), failureOf(result));
  });
}
