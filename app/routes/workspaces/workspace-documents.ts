import { graphql } from "#app/lib/graphql.ts";

/**
 * What the workspace page reads of a workspace — by the loader and on every live update — and
 * of one draft version. Shared by the server loader and the browser's subscription.
 */
export const ArtifactFields = graphql(`
  fragment WorkspaceArtifactFields on CaraArtifact @_unmask {
    id
    stageId
    type
    version
    versions
    complete
    createdAt
    document {
      title
      content
    }
    email {
      subject
      toEmail
      body
      attachments {
        fileId
        name
        url
      }
    }
    pdf {
      title
      externalUrl
    }
    formFields {
      template
      filled {
        key
        label
        value
        source {
          kind
          label
          fileName
          page
          quote
        }
      }
      missing {
        key
        label
        reason
      }
    }
  }
`);

export const WorkspaceFields = graphql(
  `
    fragment WorkspacePageFields on CaraWorkspace @_unmask {
      id
      title
      state
      schemaVersion
      preset
      presetOptions
      customPreset {
        id
        title
      }
      createdAt
      updatedAt
      readAt
      agencyUser {
        id
        name
      }
      integration {
        type
      }
      metadata {
        clientName
        keywords
      }
      serviceRequest {
        id
        type
        state
      }
      files {
        id
        name
        url
        mimeType
      }
      messages {
        id
        role
        content
        timestamp
        complete
        files {
          id
          name
          url
          mimeType
        }
        citations {
          fileId
          fileName
          page
          quote
        }
      }
      planStages {
        id
        type
        state
        createdAt
        processAttachmentsDetails {
          progress {
            fileName
            progress
            error
          }
        }
        events {
          id
          type
          state
          title
          content
          startedAt
          endedAt
          error
          toolCall {
            type
            input
            output
          }
        }
      }
      artifacts {
        ...WorkspaceArtifactFields
      }
      proposedActions {
        id
        state
        effect
        effectLabel
        tool
        input
        eventId
        decidedBy {
          id
          name
        }
        decidedAt
        resumed
        executedAt
        expiredReason
      }
    }
  `,
  [ArtifactFields],
);

/** The workspace each time it changes (docs/product/live-updates.md). */
export const WatchWorkspace = graphql(
  `
    subscription WatchWorkspace($id: ID!) {
      watchCaraWorkspace(id: $id) {
        ...WorkspacePageFields
      }
    }
  `,
  [WorkspaceFields],
);
