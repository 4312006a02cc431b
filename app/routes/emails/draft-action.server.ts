import { redirect, type AppLoadContext } from "react-router";
import { failureOf, formReply, readBody, sourceOf } from "#app/lib/form-reply.server.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";

const SendDraft = graphql(
  `
    mutation SendEmailDraft($draftId: ID!, $body: String) {
      sendEmailDraft(draftId: $draftId, body: $body) {
        __typename
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

const EditDraft = graphql(
  `
    mutation EditEmailDraft($draftId: ID!, $body: String!) {
      editEmailDraft(draftId: $draftId, body: $body) {
        __typename
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

const DiscardDraft = graphql(
  `
    mutation DiscardEmailDraft($draftId: ID!) {
      discardEmailDraft(draftId: $draftId) {
        __typename
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

const text = (form: Record<string, unknown>, name: string) => {
  const value = form[name];
  return typeof value === "string" ? value : null;
};

const DONE = { send: "sent", save: "saved", discard: "discarded" } as const;

/**
 * The action of every screen showing a drafted reply (the 'Email Thread' slide-out and a service
 * request's Conversation tab; docs/product/emails-screens.md): a plain form or JSON with `intent`
 * send | save | discard, `draftId` and `body`. Send is the approval of the text posted (ADR 060).
 * Done: back to the same address with `?done=` (the rest of its query kept, `edit` dropped);
 * refused: the message under the field or the form, the text kept.
 */
export async function draftAction(request: Request, context: AppLoadContext) {
  const body = await readBody(request);
  return submitOnce(context, request, body, async () => {
    const fields = body instanceof FormData ? Object.fromEntries(body) : body;
    const source = sourceOf(body);
    const intent = text(fields, "intent");
    const draftId = text(fields, "draftId") ?? "";
    const reply = text(fields, "body");
    let result;
    if (intent === "send") result = (await gql(context, SendDraft, { draftId, body: reply })).sendEmailDraft;
    else if (intent === "save") {
      if (reply === null || !reply.trim())
        return formReply(source, { fieldErrors: { body: ["Write the reply before saving it"] } });
      result = (await gql(context, EditDraft, { draftId, body: reply })).editEmailDraft;
    } else if (intent === "discard") result = (await gql(context, DiscardDraft, { draftId })).discardEmailDraft;
    else return formReply(source, { formError: "Choose Send, Save or Discard." });
    const failure = failureOf(result);
    if (failure) return formReply(source, failure);
    const back = new URL(request.url);
    back.searchParams.delete("edit");
    back.searchParams.delete("index");
    back.searchParams.set("done", DONE[intent]);
    throw redirect(`${back.pathname}${back.search}`);
  });
}
