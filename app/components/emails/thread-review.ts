import { graphql, type ResultOf } from "#app/lib/graphql.ts";

/**
 * What an email thread's review shows (docs/product/emails-screens.md), wherever it is shown: the
 * 'Email Thread' slide-out and a service request's Conversation tab select the same fields.
 */
export const EmailThreadReviewFields = graphql(`
  fragment EmailThreadReviewFields on EmailThreadReview @_unmask {
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
      triageStatus
      attachments {
        name
        url
        size
        reason
      }
      approval {
        approvedByName
        approvedAt
        byRule
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
`);

export type EmailThreadReviewData = ResultOf<typeof EmailThreadReviewFields>;
export type EmailReviewMessage = EmailThreadReviewData["messages"][number];
export type EmailReviewTriage = EmailThreadReviewData["triages"][number];
export type EmailReviewDraft = EmailThreadReviewData["drafts"][number];
