import { data, redirect } from "react-router";
import { failureOf, formReply, readBody, sourceOf } from "#app/lib/form-reply.server.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/thread";

const EmailThreadReviewQuery = graphql(`
  query EmailThreadReview($id: ID!) {
    emailThreadReview(id: $id) {
      id
      subject
      state
      waitingFor
      fromName
      fromEmail
      accountId
      accountName
      updatedAt
      messages {
        id
        sentAt
        senderRole
        senderName
        senderEmail
        direction
        body
        parseFailureReason
        automatedEvidence
        attachments {
          name
          url
          size
          reason
        }
        approval {
          approvedByName
          approvedAt
        }
      }
      triages {
        id
        messageId
        state
        automated
        requestType
        typeWords
        matchStatus
        matchedAccountId
        matchWhy
        authenticationOk
        authenticationEvidence
        authenticationNote
        serviceRequestId
        requestAction
        threadWhy
        failureReason
      }
      drafts {
        id
        to
        subject
        body
        inReplyToMessageId
        updatedAt
        citations {
          ref
          fileName
          url
          page
          quote
        }
      }
    }
  }
`);

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

/** GET /app/emails/{id}: the thread's review (another agency's id or an unknown one: 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { emailThreadReview } = await gql(context, EmailThreadReviewQuery, { id: params.threadId });
  if (!emailThreadReview) throw data("Email thread not found", { status: 404 });
  return { thread: emailThreadReview };
}

export type ThreadData = Awaited<ReturnType<typeof loader>>["thread"];

const text = (form: Record<string, unknown>, name: string) => {
  const value = form[name];
  return typeof value === "string" ? value : null;
};

/**
 * POST /app/emails/{id} (a plain form, or JSON): `intent` send | save | discard with `draftId`
 * and `body`. Send is the approval of the text posted (ADR 060). Done: back to the thread (the
 * list's query kept); refused: the message under the field or the form, the text kept.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
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
    if (intent === "send") back.searchParams.set("done", "sent");
    else if (intent === "discard") back.searchParams.set("done", "discarded");
    else back.searchParams.set("done", "saved");
    throw redirect(`/app/emails/${params.threadId}${back.search}`);
  });
}
