import { data } from "react-router";
import { parse } from "@conform-to/react";
import { failureOf, formReply, readBody, sourceOf, type SubmissionBody } from "#app/lib/form-reply.server.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import { tooLargeReply } from "./new-style.server.ts";
import { styleInputOf } from "./style-body.server.ts";
import type { Route } from "./+types/style";

const DocumentStyle = graphql(`
  query DocumentStyle($id: ID!) {
    htmlDocumentTemplate(id: $id) {
      id
      title
      description
      baseStyleId
      updatedAt
      prefixFiles {
        id
        name
        size
        url
      }
      suffixFiles {
        id
        name
        size
        url
      }
    }
  }
`);

const UpdateStyle = graphql(
  `
    mutation UpdateDocumentStyle($id: ID!, $input: HtmlDocumentTemplateInput!) {
      updateHtmlDocumentTemplate(id: $id, input: $input) {
        __typename
        ... on HtmlDocumentTemplate {
          id
          updatedAt
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

/** A reply with no refusal: the form keeps what was sent, earlier messages go. */
const clearedReply = (body: SubmissionBody) =>
  body instanceof FormData ? parse(body, { resolve: () => ({ value: {} }) }).reply() : null;

/** GET /app/styles/{id}: the style for its edit slide-out (another agency's or unknown: 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { htmlDocumentTemplate } = await gql(context, DocumentStyle, { id: params.styleId });
  return { style: htmlDocumentTemplate };
}

/**
 * PUT /app/styles/{id} (multipart, the same fields as create; also POST, which a form without
 * JavaScript sends): saves the style and stays on it — the reply says when, so the preview
 * regenerates; a refusal comes back under its field with what was typed.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "PUT" && request.method !== "POST") throw data("Method not allowed", { status: 405 });
  if (context.bodyTooLarge) return tooLargeReply(context);
  const body = await readBody(request);
  return submitOnce(context, request, body, async () => {
    const { updateHtmlDocumentTemplate: result } = await gql(context, UpdateStyle, {
      id: params.styleId,
      input: styleInputOf(body),
    });
    // saved: the time (the preview regenerates) and a reply that clears earlier refusals, keeping the values
    if (result.__typename === "HtmlDocumentTemplate")
      return { savedAt: String(result.updatedAt), lastResult: clearedReply(body) };
    return formReply(sourceOf(body), failureOf(result));
  });
}
