import { serviceRequestTypeLabel, type ServiceRequestType } from "#domain/service-request.ts";

/** What the Open in Copilot dialog knows of the request to word its first message. */
export interface RequestForInstruction {
  type: ServiceRequestType;
  clientName: string | null;
  details: string | null;
  account: { account: { name: string } } | null;
  businessPolicy: { policyNumber: string | null; typeName: string | null } | null;
  question: { question: string } | null;
  createCertificate: { name: string; additionalInsured: boolean } | null;
  documentRequest: { type: string } | null;
}

/**
 * A first instruction for Cara from the request (editable in the dialog): what the client asked, for whom,
 * about which policy; only facts the request records.
 */
export function requestInstruction(request: RequestForInstruction): string {
  const client = request.account?.account.name ?? request.clientName ?? "the client";
  const policy = request.businessPolicy
    ? ` (${[request.businessPolicy.typeName, request.businessPolicy.policyNumber].filter(Boolean).join(" ")})`
    : "";
  const details = request.details?.trim() ? `\n\nRequest details: ${request.details.trim()}` : "";
  switch (request.type) {
    case "QUESTION": {
      const question = request.question?.question.trim();
      return question
        ? `Answer ${client}'s question from their policy${policy}, citing the pages: "${question}"${details}`
        : `Answer ${client}'s question from their policy${policy}, citing the pages.${details}`;
    }
    case "CREATE_CERTIFICATE": {
      const holder = request.createCertificate?.name;
      const insured = request.createCertificate?.additionalInsured ? " as an additional insured" : "";
      return `Fill a certificate of insurance for ${client}${policy}${holder ? ` with ${holder} as the certificate holder${insured}` : ""}.${details}`;
    }
    case "QUOTE_REQUEST":
      return `Prepare the quote application for ${client}${policy} from the attached documents.${details}`;
    case "DOCUMENT_REQUEST":
      return `Find the ${request.documentRequest?.type ?? "document"} ${client} asked for${policy} and draft a reply email.${details}`;
    default:
      return `Help me handle this ${serviceRequestTypeLabel(request.type).toLowerCase()} request from ${client}${policy}.${details}`;
  }
}
