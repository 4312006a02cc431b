import { graphql, type ResultOf } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/request";

const ServiceRequestDetail = graphql(`
  query ServiceRequestDetail($id: ID!) {
    serviceRequest(id: $id) {
      id
      type
      state
      clientName
      clientEmail
      clientPhone
      details
      dueAt
      createdAt
      updatedAt
      account {
        id
        type
        account {
          name
          email
          phone
        }
      }
      assignee {
        id
        name
      }
      businessPolicy {
        id
        typeName
        policyNumber
        state
        carrier {
          name
        }
      }
      addAdditionalInsured {
        name
        relationship
        address {
          line1
          line2
          city
          zone
          postalCode
        }
      }
      cancelPolicy {
        reason
      }
      createCertificate {
        name
        additionalInsured
        additionalInsuredRelationship
        additionalInsuredRelationshipDescription
        address {
          line1
          line2
          city
          zone
          postalCode
        }
      }
      documentRequest {
        type
      }
      question {
        question
      }
      resolution {
        notes
        resolvedAt
        resolvedBy {
          name
        }
        files {
          id
          name
          url
          sizeBytes
        }
      }
      comments {
        id
        content
        createdAt
        authorType
        authorName
        agencyUser {
          id
          name
        }
      }
      versionHistory {
        version
        createdAt
        updateTypes
        updateInitiatorType
        initiatorName
        initiator {
          id
          name
        }
        assignee {
          id
          name
        }
        snapshot
      }
      calls {
        id
        startedAt
        endedAt
        fromName
        fromNumber
        summary
        transcript {
          role
          content
        }
      }
      emailThreads {
        id
      }
    }
  }
`);

export type ServiceRequestDetailData = ResultOf<typeof ServiceRequestDetail>["serviceRequest"];

/** One query for the header and every tab (the request, its history and its conversation). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { serviceRequest } = await gql(context, ServiceRequestDetail, { id: params.requestId });
  return { request: serviceRequest };
}
